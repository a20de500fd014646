import { z } from 'zod';
import type { SettingKey } from '../../../domain/settings/settings';
import { mailIdInput, testEmailInput, testEmailOut } from '../admin-mail-schemas';
import { changeSettingInput, saveSettingsInput, settingKeyParam } from '../back-office-schemas';
import { analyticsOut, presentAnalytics } from '../presenters/analytics';
import { dashboardStatsOut, presentDashboardStats } from '../presenters/dashboard';
import { mailDetailOut, mailSummaryOut, presentMailDetail, presentMailSummary } from '../presenters/mail';
import { presentSetting, presentSettings, settingOut, settingsOut } from '../presenters/settings';
import {
  connectionChecksOut,
  notificationsOut,
  presentConnectionChecks,
  presentSharedMailboxes,
  presentSystemStatus,
  sharedMailboxesOut,
  systemStatusOut,
} from '../presenters/system';
import { unwrap } from '../trpc-errors';
import { mutation, query } from './endpoint';

/** `admin.dashboard.*`: the Overview tab, polled every 15 s. */
export const adminDashboard = {
  stats: query({
    summary: "The Overview tab's figures",
    access: 'admin',
    output: dashboardStatsOut,
    rest: { method: 'GET', path: '/api/admin/dashboard/stats' },
    run: async ({ useCases }) => presentDashboardStats(await useCases.getDashboardStats.execute()),
  }),
};

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

/** `admin.system.*`: the System tab, Test Connection and the operator's notifications. */
export const adminSystem = {
  status: query({
    summary: "The System tab's status",
    access: 'admin',
    output: systemStatusOut,
    rest: { method: 'GET', path: '/api/admin/system' },
    run: async ({ useCases }) => presentSystemStatus(await useCases.getSystemStatus.execute()),
  }),

  testConnection: mutation({
    summary: 'Check the database, the mail server and the payment gateway',
    access: 'admin',
    output: connectionChecksOut,
    rest: { method: 'POST', path: '/api/admin/system/test-connection' },
    run: async ({ useCases }) => presentConnectionChecks(await useCases.testConnections.execute()),
  }),

  sharedMailboxes: query({
    summary: 'Accounts that shared one mailbox before one mailbox meant one account',
    access: 'admin',
    output: sharedMailboxesOut,
    rest: { method: 'GET', path: '/api/admin/system/shared-mailboxes' },
    run: async ({ useCases }) => presentSharedMailboxes(await useCases.listSharedMailboxes.execute()),
  }),

  notifications: query({
    summary: "The operator's notifications",
    access: 'admin',
    output: notificationsOut,
    rest: { method: 'GET', path: '/api/admin/notifications' },
    run: ({ useCases }) => useCases.listOperatorNotifications.execute(),
  }),
};

/** `admin.analytics.*`: the Analytics tab (its Export Report file is hand-written). */
export const adminAnalytics = {
  get: query({
    summary: "The Analytics tab's figures",
    access: 'admin',
    output: analyticsOut,
    rest: { method: 'GET', path: '/api/admin/analytics' },
    run: async ({ useCases }) => presentAnalytics(await useCases.getAnalytics.execute()),
  }),
};

/** `admin.mail.*`: the Mail panel and the test e-mail. */
export const adminMail = {
  list: query({
    summary: 'The latest e-mails sent',
    access: 'admin',
    output: z.array(mailSummaryOut),
    rest: { method: 'GET', path: '/api/admin/mail' },
    run: async ({ useCases }) => (await useCases.listMail.execute()).map(presentMailSummary),
  }),

  get: query({
    summary: 'One e-mail as sent',
    access: 'admin',
    input: mailIdInput,
    output: mailDetailOut,
    rest: { method: 'GET', path: '/api/admin/mail/{id}', params: mailIdInput },
    run: async ({ useCases }, input) => presentMailDetail(unwrap(await useCases.getMail.execute(input.id))),
  }),

  sendTest: mutation({
    summary: 'Send a test e-mail of a kind',
    access: 'admin',
    input: testEmailInput,
    output: testEmailOut,
    rest: { method: 'POST', path: '/api/admin/test-email' },
    run: async ({ useCases, admin }, input) =>
      unwrap(await useCases.sendTestEmail.execute({ ...input, admin })),
  }),
};
