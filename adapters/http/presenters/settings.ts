import { z } from 'zod';
import { SETTING_KEYS, SETTINGS, type SettingKey, type Settings } from '../../../domain/settings/settings';

/** Where the Settings tab shows a setting (docs/rules/back-office.md: application, payment, security and access). */
const GROUPS: Record<SettingKey, 'application' | 'payment' | 'security'> = {
  maintenanceMode: 'application',
  defaultGameNumbers: 'application',
  maxGameDurationHours: 'application',
  allowedEmailDomains: 'application',
  automaticDraw: 'application',
  claimWindowHours: 'application',
  automaticRedraw: 'application',
  paymentProcessingFeePercent: 'payment',
  minPrizeValueCents: 'payment',
  maxPrizeValueCents: 'payment',
  sessionTimeoutMinutes: 'security',
  maxLoginAttempts: 'security',
  twoFactorEnabled: 'security',
  ipWhitelist: 'security',
};

const settingValue = z.union([z.number(), z.boolean(), z.array(z.string())]);

/** One record of the settings list: its shape is ours. Money settings are in cents. */
export const settingOut = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(['integer', 'percent', 'boolean', 'list']),
  group: z.enum(['application', 'payment', 'security']),
  value: settingValue,
  default: settingValue,
});

export const settingsOut = z.array(settingOut);

export function presentSetting(key: SettingKey, settings: Settings): z.infer<typeof settingOut> {
  const spec = SETTINGS[key];
  return {
    key,
    label: spec.label,
    type: spec.type,
    group: GROUPS[key],
    value: settings[key],
    default: spec.defaultValue,
  };
}

export const presentSettings = (settings: Settings) =>
  SETTING_KEYS.map((key) => presentSetting(key, settings));
