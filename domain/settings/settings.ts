import { type DomainError, domainError, invalidInput } from '../shared/errors';
import { isWholeNumberIn } from '../shared/input';
import { err, ok, type Result } from '../shared/result';
import { DEFAULT_CLAIM_WINDOW_HOURS } from '../winners/claim-window';
import { isDomainName, isIpRule } from './setting-values';

/**
 * The operator's settings (docs/rules/back-office.md, Settings). The rules of the game read
 * them; money is in cents. Missing values read as the defaults below.
 */
export interface Settings {
  /** Idle timeout of administrator sessions. */
  sessionTimeoutMinutes: number;
  /** Sign-in attempts per (account, address) pair in 15 minutes; an address gets 4 times as many failures. */
  maxLoginAttempts: number;
  defaultGameNumbers: number;
  maxGameDurationHours: number;
  minPrizeValueCents: number;
  maxPrizeValueCents: number;
  /** Sign-up e-mail domains, lower case; empty admits any domain. */
  allowedEmailDomains: string[];
  /** Players see a notice and cannot spin; the admin area works. */
  maintenanceMode: boolean;
  /** Draw a winner automatically when a game ends. */
  automaticDraw: boolean;
  /** Minutes between a sell-out and its draw (domain/games/draw-time.ts); 0: at once. */
  drawDelayMinutes: number;
  /** For net revenue in analytics: 2.9 means 2.9 %. */
  paymentProcessingFeePercent: number;
  /** How long a winner has to claim the prize (domain/winners/claim-window.ts). */
  claimWindowHours: number;
  /** Redraw at once, in the open, when a claim is declined or forfeited (else the operator draws). */
  automaticRedraw: boolean;
  /** Administrators whose authenticator is confirmed give its code when they sign in. */
  twoFactorEnabled: boolean;
  /** Administrators sign in and use their sessions only from these addresses (empty: any). IPv4 or IPv6, optionally CIDR, lower case. */
  ipWhitelist: string[];
}

export type SettingKey = keyof Settings;
type Parse<T> = (value: unknown) => Result<T, DomainError>;

export interface SettingSpec<T> {
  label: string;
  type: 'integer' | 'percent' | 'boolean' | 'list';
  defaultValue: T;
  parse: Parse<T>;
}

function integer(
  key: SettingKey,
  label: string,
  defaultValue: number,
  min: number,
  max: number,
): SettingSpec<number> {
  const parse: Parse<number> = (value) =>
    isWholeNumberIn(value, min, max)
      ? ok(value)
      : err(invalidInput(key, `${label} must be a whole number from ${min} to ${max}`));
  return { label, type: 'integer', defaultValue, parse };
}

function flag(key: SettingKey, label: string, defaultValue: boolean): SettingSpec<boolean> {
  const parse: Parse<boolean> = (value) =>
    typeof value === 'boolean' ? ok(value) : err(invalidInput(key, `${label} must be true or false`));
  return { label, type: 'boolean', defaultValue, parse };
}

function percent(key: SettingKey, label: string, defaultValue: number): SettingSpec<number> {
  const parse: Parse<number> = (value) => {
    const hundredths = typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
    const exact = typeof value === 'number' && Math.abs(value * 100 - hundredths) < 1e-6;
    return exact && hundredths >= 0 && hundredths <= 10_000
      ? ok(hundredths / 100)
      : err(invalidInput(key, `${label} must be a percentage from 0 to 100 with at most two decimals`));
  };
  return { label, type: 'percent', defaultValue, parse };
}

/** Trimmed, lower-cased and without duplicates; every entry must pass `valid`. */
function list(
  key: SettingKey,
  label: string,
  defaultValue: string[],
  max: number,
  valid: (item: string) => boolean,
  what: string,
): SettingSpec<string[]> {
  const parse: Parse<string[]> = (value) => {
    if (!Array.isArray(value) || value.length > max) {
      return err(invalidInput(key, `${label} must be a list of at most ${max} entries`));
    }
    const items: string[] = [];
    for (const item of value) {
      const text = typeof item === 'string' ? item.trim().toLowerCase() : '';
      if (!valid(text))
        return err(invalidInput(key, `${label}: '${String(item).slice(0, 100)}' is not ${what}`));
      if (!items.includes(text)) items.push(text);
    }
    return ok(items);
  };
  return { label, type: 'list', defaultValue, parse };
}

/** Every setting with its label, default and rule. */
export const SETTINGS: { [K in SettingKey]: SettingSpec<Settings[K]> } = {
  sessionTimeoutMinutes: integer('sessionTimeoutMinutes', 'Session timeout (minutes)', 60, 5, 1440),
  maxLoginAttempts: integer('maxLoginAttempts', 'Max login attempts', 5, 1, 1000),
  defaultGameNumbers: integer('defaultGameNumbers', 'Default game numbers', 125, 1, 10_000),
  maxGameDurationHours: integer('maxGameDurationHours', 'Maximum game duration (hours)', 730, 1, 730),
  minPrizeValueCents: integer('minPrizeValueCents', 'Minimum prize value (cents)', 0, 0, 100_000_000),
  maxPrizeValueCents: integer('maxPrizeValueCents', 'Maximum prize value (cents)', 1_000_000, 0, 100_000_000),
  allowedEmailDomains: list(
    'allowedEmailDomains',
    'Allowed sign-up e-mail domains',
    ['gmail.com'],
    50,
    isDomainName,
    'a domain name',
  ),
  maintenanceMode: flag('maintenanceMode', 'Maintenance mode', false),
  automaticDraw: flag('automaticDraw', 'Automatic draw', false),
  drawDelayMinutes: integer('drawDelayMinutes', 'Draw after a sell-out (minutes)', 0, 0, 1440),
  claimWindowHours: integer(
    'claimWindowHours',
    'Prize claim window (hours)',
    DEFAULT_CLAIM_WINDOW_HOURS,
    1,
    720,
  ),
  automaticRedraw: flag('automaticRedraw', 'Automatic redraw', false),
  paymentProcessingFeePercent: percent('paymentProcessingFeePercent', 'Payment processing fee (%)', 2.9),
  twoFactorEnabled: flag('twoFactorEnabled', 'Two-factor authentication', false),
  ipWhitelist: list('ipWhitelist', 'IP whitelist', [], 100, isIpRule, 'an IP address or CIDR range'),
};

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export const isSettingKey = (key: unknown): key is SettingKey =>
  typeof key === 'string' && Object.hasOwn(SETTINGS, key);

export function defaultSettings(): Settings {
  const values: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const value = SETTINGS[key].defaultValue;
    values[key] = Array.isArray(value) ? [...value] : value;
  }
  return values as unknown as Settings;
}

export const unknownSetting = (key: string): DomainError =>
  domainError('NOT_FOUND', `Unknown setting '${key.slice(0, 100)}'`);

/** One value as an operator sends it: the key must exist and the value obey its rule. */
export function parseSetting<K extends SettingKey>(key: K, value: unknown): Result<Settings[K], DomainError> {
  if (!isSettingKey(key)) return err(unknownSetting(String(key)));
  return SETTINGS[key].parse(value);
}

/** Rules across settings: the prize range must not be upside down. */
export function checkSettings(settings: Settings): Result<Settings, DomainError> {
  if (settings.minPrizeValueCents > settings.maxPrizeValueCents) {
    return err(
      invalidInput('minPrizeValueCents', 'Minimum prize value must not be above the maximum prize value'),
    );
  }
  return ok(settings);
}

/** Stored values over the defaults; a missing, unknown or invalid stored value reads as the default. */
export function settingsFrom(stored: ReadonlyMap<string, unknown>): Settings {
  const values = defaultSettings() as unknown as Record<SettingKey, unknown>;
  for (const key of SETTING_KEYS) {
    if (!stored.has(key)) continue;
    const parsed = parseSetting(key, stored.get(key));
    if (parsed.ok) values[key] = parsed.value;
  }
  const settings = values as unknown as Settings;
  if (checkSettings(settings).ok) return settings;
  const defaults = defaultSettings();
  return {
    ...settings,
    minPrizeValueCents: defaults.minPrizeValueCents,
    maxPrizeValueCents: defaults.maxPrizeValueCents,
  };
}

const MAINTENANCE_MESSAGE = 'The site is under maintenance. Spins are paused.';

export const underMaintenance = (): DomainError => domainError('MAINTENANCE', MAINTENANCE_MESSAGE);

/** The prize value of a game must lie in the operator's range. */
export function checkPrizeValue(cents: unknown, settings: Settings): DomainError | null {
  const { minPrizeValueCents: min, maxPrizeValueCents: max } = settings;
  if (isWholeNumberIn(cents, min, max)) return null;
  const dollars = (c: number) => (c / 100).toLocaleString('en-US');
  return invalidInput(
    'prizeValueCents',
    `Prize value must be from $${dollars(min)} to $${dollars(max)} in whole cents`,
  );
}
