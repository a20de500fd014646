import type { SettingKey } from '../../../domain/settings/settings';
import { changeSettingInput, saveSettingsInput } from '../back-office-schemas';
import { presentSetting, presentSettings, settingOut, settingsOut } from '../presenters/settings';
import { adminProcedure, router } from '../trpc';
import { unwrap } from '../trpc-errors';

/** `admin.settings.*`: the REST twins are in rest/admin-settings-routes.ts. */
export const adminSettingsRouter = router({
  list: adminProcedure
    .output(settingsOut)
    .query(async ({ ctx }) => presentSettings(await ctx.useCases.getSettings.execute())),

  change: adminProcedure
    .input(changeSettingInput)
    .output(settingOut)
    .mutation(async ({ ctx, input }) => {
      const actor = { adminId: ctx.admin.id, ip: ctx.clientIp };
      const settings = unwrap(await ctx.useCases.changeSetting.execute({ ...input, actor }));
      return presentSetting(input.key as SettingKey, settings);
    }),

  saveAll: adminProcedure
    .input(saveSettingsInput)
    .output(settingsOut)
    .mutation(async ({ ctx, input }) => {
      const actor = { adminId: ctx.admin.id, ip: ctx.clientIp };
      return presentSettings(unwrap(await ctx.useCases.changeSettings.execute({ ...input, actor })));
    }),

  reset: adminProcedure
    .output(settingsOut)
    .mutation(async ({ ctx }) => presentSettings(await ctx.useCases.resetSettings.execute())),
});
