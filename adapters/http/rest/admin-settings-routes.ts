import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { SettingKey } from '../../../domain/settings/settings';
import type { UseCases } from '../../use-cases';
import { saveSettingsInput, settingKeyParam, settingValueInput } from '../back-office-schemas';
import type { HttpEnv } from '../env';
import { adminOnly } from '../middleware/admin-only';
import { presentSetting, presentSettings } from '../presenters/settings';
import { fail, parseWith } from './respond';

/**
 * The operator's settings (admin.md section 7): the list, one setting changed, 'Save All Settings'
 * (one batch, stored together) and 'Reset to Defaults'.
 */
export function adminSettingsRoutes(useCases: UseCases) {
  return new Hono<HttpEnv>()
    .get('/admin/settings', adminOnly, async (c) =>
      c.json(presentSettings(await useCases.getSettings.execute())),
    )
    .patch('/admin/settings', adminOnly, validator('json', parseWith(saveSettingsInput)), async (c) => {
      const actor = { adminId: c.var.admin.id, ip: c.var.clientIp ?? null };
      const result = await useCases.changeSettings.execute({ ...c.req.valid('json'), actor });
      return result.ok ? c.json(presentSettings(result.value)) : fail(c, result.error);
    })
    .post('/admin/settings/reset', adminOnly, async (c) =>
      c.json(presentSettings(await useCases.resetSettings.execute())),
    )
    .patch(
      '/admin/settings/:key',
      adminOnly,
      validator('param', parseWith(settingKeyParam)),
      validator('json', parseWith(settingValueInput)),
      async (c) => {
        const { key } = c.req.valid('param');
        const actor = { adminId: c.var.admin.id, ip: c.var.clientIp ?? null };
        const result = await useCases.changeSetting.execute({ key, value: c.req.valid('json').value, actor });
        // Changed, so the key is a known one (an unknown key is a NOT_FOUND above).
        return result.ok ? c.json(presentSetting(key as SettingKey, result.value)) : fail(c, result.error);
      },
    );
}
