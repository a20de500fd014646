import { ContainerModule } from 'inversify';
import { AdminSettingsGuard } from '../../../application/admin/admin-settings-guard';
import type { Sponsor } from '../../../application/games/get-sponsor';
import { contactDetailsOf, GetContactDetails } from '../../../application/settings/get-contact-details';
import { SETTINGS_GUARD } from '../../../application/settings/tokens';

/** The operator's settings and the contact details. */
export const settingsModule = (contact: { publicContactEmail: string | null; sponsor: Sponsor }) =>
  new ContainerModule(({ bind }) => {
    bind(SETTINGS_GUARD).toService(AdminSettingsGuard);
    const details = contactDetailsOf(contact.publicContactEmail, contact.sponsor);
    bind(GetContactDetails).toConstantValue(new GetContactDetails(details));
  });
