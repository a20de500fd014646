import { ContainerModule, type Newable } from 'inversify';
import { AdminSettingsGuard } from '../../../application/admin/admin-settings-guard';
import type { Sponsor } from '../../../application/games/get-sponsor';
import { ChangeSetting } from '../../../application/settings/change-setting';
import { ChangeSettings } from '../../../application/settings/change-settings';
import { contactDetailsOf, GetContactDetails } from '../../../application/settings/get-contact-details';
import { GetSettings } from '../../../application/settings/get-settings';
import { ResetSettings } from '../../../application/settings/reset-settings';
import { injected, SHARED_TOKENS } from '../shared/tokens';

const { settings } = SHARED_TOKENS;
const classes = {
  getSettings: injected(GetSettings, settings),
  changeSetting: injected(ChangeSetting, settings, AdminSettingsGuard),
  changeSettings: injected(ChangeSettings, settings, AdminSettingsGuard),
  resetSettings: injected(ResetSettings, settings),
};

export const settingsUseCases = { ...classes, getContactDetails: GetContactDetails };

/** The operator's settings and the contact details. */
export const settingsModule = (contact: { publicContactEmail: string | null; sponsor: Sponsor }) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of Object.values(classes) as Newable[]) bind(useCase).toSelf();
    const details = contactDetailsOf(contact.publicContactEmail, contact.sponsor);
    bind(GetContactDetails).toConstantValue(new GetContactDetails(details));
  });
