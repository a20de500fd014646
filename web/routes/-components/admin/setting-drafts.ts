import { formatAmount } from '../../../lib/format';

/**
 * The Settings form's text for each setting and back: integers and percentages as typed numbers,
 * lists as comma-separated text, money settings (stored in cents) in dollars. What cannot be read
 * is sent as typed, so the server's 400 names the setting and its rule.
 */
export interface SettingRecord {
  key: string;
  label: string;
  type: 'integer' | 'percent' | 'boolean' | 'list';
  group: 'application' | 'payment' | 'security';
  value: number | boolean | string[];
  default: number | boolean | string[];
}

export type Draft = string | boolean;

const isCents = (setting: Pick<SettingRecord, 'key'>) => setting.key.endsWith('Cents');

export const labelOf = (setting: SettingRecord): string =>
  isCents(setting) ? setting.label.replace('(cents)', '($)') : setting.label;

export function draftOf(setting: SettingRecord, value = setting.value): Draft {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.join(', ');
  return isCents(setting) ? String(value / 100) : String(value);
}

/** The default as the form's hint says it, with its unit: '2.9%', '$10,000.00', a list, or 'none'. */
export function defaultTextOf(setting: SettingRecord): string {
  const text = String(draftOf(setting, setting.default));
  if (text === '') return 'none';
  if (setting.type === 'percent') return `${text}%`;
  return isCents(setting) ? formatAmount(Number(setting.default) / 100) : text;
}

export function settingValueOf(setting: SettingRecord, draft: Draft): unknown {
  if (typeof draft === 'boolean') return draft;
  if (setting.type === 'list') {
    return draft
      .split(/[,\s]+/)
      .map((item) => item.trim())
      .filter((item) => item !== '');
  }
  const text = draft.trim();
  const number = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(number)) return text;
  return isCents(setting) ? Math.round(number * 100) : number;
}

/** The settings whose draft differs from the stored value, as key to value for 'Save All Settings'. */
export function changedValues(settings: readonly SettingRecord[], drafts: Record<string, Draft>) {
  const values: Record<string, unknown> = {};
  for (const setting of settings) {
    const draft = drafts[setting.key];
    if (draft === undefined || draft === draftOf(setting)) continue;
    values[setting.key] = settingValueOf(setting, draft);
  }
  return values;
}
