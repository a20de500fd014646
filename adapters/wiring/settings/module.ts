import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
import { AdminSettingsGuard } from '../../../application/admin/admin-settings-guard';
import type { Sponsor } from '../../../application/games/get-sponsor';
import { ChangeSetting } from '../../../application/settings/change-setting';
import { ChangeSettings } from '../../../application/settings/change-settings';
import { contactDetailsOf, GetContactDetails } from '../../../application/settings/get-contact-details';
import { GetSettings } from '../../../application/settings/get-settings';
import { ResetSettings } from '../../../application/settings/reset-settings';
import { CachedSettingsStore } from '../../cache/cached-settings-store';
import type { Persistence } from '../persistence';
import { SETTINGS_TOKENS } from './tokens';

/** The operator's settings (read on hot paths, so cached for a few seconds) and the contact details. */
export const settingsModule = (
  contact: { publicContactEmail: string | null; sponsor: Sponsor },
  persistence: Pick<Persistence, 'settings'>,
) =>
  new ContainerModule(({ bind }) => {
    const settings = (ctx: ResolutionContext) => ctx.get(SETTINGS_TOKENS.settings);
    bind(SETTINGS_TOKENS.settings).toConstantValue(new CachedSettingsStore(persistence.settings));
    bind(GetSettings).toDynamicValue((ctx) => new GetSettings(settings(ctx)));
    bind(ChangeSetting).toDynamicValue(
      (ctx) => new ChangeSetting(settings(ctx), ctx.get(AdminSettingsGuard)),
    );
    bind(ChangeSettings).toDynamicValue(
      (ctx) => new ChangeSettings(settings(ctx), ctx.get(AdminSettingsGuard)),
    );
    bind(ResetSettings).toDynamicValue((ctx) => new ResetSettings(settings(ctx)));
    bind(GetContactDetails).toConstantValue(
      new GetContactDetails(contactDetailsOf(contact.publicContactEmail, contact.sponsor)),
    );
  });

/** The settings feature's slice of UseCases. */
export const settingsUseCases = (container: Container) => ({
  getSettings: container.get(GetSettings),
  changeSetting: container.get(ChangeSetting),
  changeSettings: container.get(ChangeSettings),
  resetSettings: container.get(ResetSettings),
  getContactDetails: container.get(GetContactDetails),
});

export type SettingsUseCases = ReturnType<typeof settingsUseCases>;
