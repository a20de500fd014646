import { inject, injectable } from 'inversify';
import { checkSettings, isSettingKey, parseSetting, type Settings } from '../../domain/settings/settings';
import { type DomainError, invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SettingsStore } from '../shared/ports/settings-store';
import { SETTINGS } from '../shared/tokens';
import type { SettingsActor, SettingsGuard } from './ports/settings-guard';
import { SETTINGS_GUARD } from './tokens';

/**
 * 'Save All Settings': several settings changed together, each under its rule and the rules across
 * settings checked on the result (a raised minimum and maximum prize are saved as one). Stored at
 * once, or nothing is; answers them all.
 */
@injectable()
export class ChangeSettings {
  constructor(
    @inject(SETTINGS) private readonly settings: SettingsStore,
    @inject(SETTINGS_GUARD) private readonly guard: SettingsGuard,
  ) {}

  async execute(input: {
    values: Record<string, unknown>;
    /** The administrator making the change; set-up code without one skips the lock-out guard. */
    actor?: SettingsActor;
  }): Promise<Result<Settings, DomainError>> {
    const changed: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(input.values)) {
      if (!isSettingKey(key))
        return err(invalidInput(key.slice(0, 100), `Unknown setting '${key.slice(0, 100)}'`));
      const value = parseSetting(key, raw);
      if (!value.ok) return value;
      changed[key] = value.value;
    }
    const next = checkSettings({ ...(await this.settings.getAll()), ...(changed as Partial<Settings>) });
    if (!next.ok) return next;
    const refused =
      input.actor && (await this.guard.check(changed as Partial<Settings>, next.value, input.actor));
    if (refused) return err(refused);
    await this.settings.setMany(changed as Partial<Settings>);
    return ok(next.value);
  }
}
