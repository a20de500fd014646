import { z } from 'zod';
import { SETTING_KEYS, SETTINGS, type SettingKey, type Settings } from '../../../../domain/settings/settings';
import { unwrap } from '../../trpc-errors';
import { mutation, query } from '../endpoint';
import { text } from '../shared';

/**
 * Inputs of the back office's settings, profile and password calls, checked for shape only: each
 * setting's rule lives in domain/settings/settings.ts, whose message names the key and the rule.
 */
const settingKeyParam = z.object({ key: text(100) });

/** One setting: REST PATCH /api/admin/settings/{key} sends `{ value }`, the key in the path. */
const changeSettingInput = z.object({ key: text(100), value: z.unknown().optional() });

/** 'Save All Settings': the changed settings, key to value, stored together or not at all. */
const saveSettingsInput = z.object({
  values: z.record(text(100), z.unknown()).refine((values) => Object.keys(values).length <= 50, {
    error: 'at most 50 settings at once',
  }),
});

/** Where the Settings tab shows a setting (docs/rules/back-office.md: application, payment, security and access). */
const GROUPS: Record<SettingKey, 'application' | 'payment' | 'security'> = {
  maintenanceMode: 'application',
  defaultGameNumbers: 'application',
  maxGameDurationHours: 'application',
  allowedEmailDomains: 'application',
  automaticDraw: 'application',
  drawDelayMinutes: 'application',
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

const settingsOut = z.array(settingOut);

function presentSetting(key: SettingKey, settings: Settings): z.infer<typeof settingOut> {
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

const presentSettings = (settings: Settings) => SETTING_KEYS.map((key) => presentSetting(key, settings));

/** `admin.settings.*`: the list, one setting, 'Save All Settings' (stored together), 'Reset to Defaults'. */
export const adminSettings = {
  list: query({
    summary: "The operator's settings",
    access: 'admin',
    output: settingsOut,
    rest: { method: 'GET', path: '/api/admin/settings' },
    run: async ({ useCases }) => presentSettings(await useCases.getSettings.execute()),
  }),

  change: mutation({
    summary: 'Change one setting',
    access: 'admin',
    input: changeSettingInput,
    output: settingOut,
    rest: { method: 'PATCH', path: '/api/admin/settings/{key}', params: settingKeyParam },
    run: async ({ useCases, admin, clientIp }, input) => {
      const actor = { adminId: admin.id, ip: clientIp };
      const settings = unwrap(await useCases.changeSetting.execute({ ...input, actor }));
      // Changed, so the key is a known one (an unknown key is a NOT_FOUND above).
      return presentSetting(input.key as SettingKey, settings);
    },
  }),

  saveAll: mutation({
    summary: 'Change several settings together, or none',
    access: 'admin',
    input: saveSettingsInput,
    output: settingsOut,
    rest: { method: 'PATCH', path: '/api/admin/settings' },
    run: async ({ useCases, admin, clientIp }, input) => {
      const actor = { adminId: admin.id, ip: clientIp };
      return presentSettings(unwrap(await useCases.changeSettings.execute({ ...input, actor })));
    },
  }),

  reset: mutation({
    summary: 'Reset every setting to its default',
    access: 'admin',
    output: settingsOut,
    rest: { method: 'POST', path: '/api/admin/settings/reset' },
    run: async ({ useCases }) => presentSettings(await useCases.resetSettings.execute()),
  }),
};
