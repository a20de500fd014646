import { ChangeSetting } from './change-setting';
import { ChangeSettings } from './change-settings';
import { GetContactDetails } from './get-contact-details';
import { GetSettings } from './get-settings';
import { ResetSettings } from './reset-settings';

/**
 * What the edge calls of settings by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const settingsUseCases = {
  getSettings: GetSettings,
  changeSetting: ChangeSetting,
  changeSettings: ChangeSettings,
  resetSettings: ResetSettings,
  getContactDetails: GetContactDetails,
};
