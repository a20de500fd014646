import { ContainerModule } from 'inversify';
import { AdminSettingsGuard } from '../../../application/admin/admin-settings-guard';
import type { Sponsor } from '../../../application/games/get-sponsor';
import { ChangeSetting } from '../../../application/settings/change-setting';
import { ChangeSettings } from '../../../application/settings/change-settings';
import { contactDetailsOf, GetContactDetails } from '../../../application/settings/get-contact-details';
import { GetSettings } from '../../../application/settings/get-settings';
import { ResetSettings } from '../../../application/settings/reset-settings';
import { CachedSettingsStore } from '../../cache/cached-settings-store';
import type { Persistence } from '../persistence';
import { construct } from '../shared/tokens';
import { SETTINGS_TOKENS } from './tokens';

const { settings } = SETTINGS_TOKENS;

/** The operator's settings (read on hot paths, so cached for a few seconds) and the contact details. */
export const settingsModule = (
  contact: { publicContactEmail: string | null; sponsor: Sponsor },
  persistence: Pick<Persistence, 'settings'>,
) =>
  new ContainerModule(({ bind }) => {
    bind(settings).toConstantValue(new CachedSettingsStore(persistence.settings));
    bind(GetSettings).toResolvedValue(construct(GetSettings), [settings]);
    bind(ChangeSetting).toResolvedValue(construct(ChangeSetting), [settings, AdminSettingsGuard]);
    bind(ChangeSettings).toResolvedValue(construct(ChangeSettings), [settings, AdminSettingsGuard]);
    bind(ResetSettings).toResolvedValue(construct(ResetSettings), [settings]);
    bind(GetContactDetails).toConstantValue(
      new GetContactDetails(contactDetailsOf(contact.publicContactEmail, contact.sponsor)),
    );
  });

/** The settings feature's slice of UseCases. */
export const settingsUseCases = {
  getSettings: GetSettings,
  changeSetting: ChangeSetting,
  changeSettings: ChangeSettings,
  resetSettings: ResetSettings,
  getContactDetails: GetContactDetails,
};
