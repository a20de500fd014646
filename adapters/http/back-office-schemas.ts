import { z } from 'zod';
import { text } from './validation';

/**
 * Inputs of the back office's settings, profile and password calls, checked for shape only: each
 * setting's rule lives in domain/settings/settings.ts, whose message names the key and the rule.
 */
export const settingKeyParam = z.object({ key: text(100) });

/** One setting: REST PATCH /api/admin/settings/{key} sends `{ value }`, the key in the path. */
export const changeSettingInput = z.object({ key: text(100), value: z.unknown().optional() });

/** 'Save All Settings': the changed settings, key to value, stored together or not at all. */
export const saveSettingsInput = z.object({
  values: z.record(text(100), z.unknown()).refine((values) => Object.keys(values).length <= 50, {
    error: 'at most 50 settings at once',
  }),
});

export const adminProfileInput = z.object({
  email: text(1000).nullish(),
  firstName: text(1000).nullish(),
  lastName: text(1000).nullish(),
});

export const adminPasswordInput = z.object({
  currentPassword: text(1000).optional(),
  newPassword: text(1000).optional(),
  confirmPassword: text(1000).optional(),
});
