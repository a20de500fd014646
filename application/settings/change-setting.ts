import { inject, injectable } from 'inversify';
import {
  checkSettings,
  isSettingKey,
  parseSetting,
  type Settings,
  unknownSetting,
} from '../../domain/settings/settings';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { SettingsStore } from '../shared/ports/settings-store';
import { SETTINGS } from '../shared/tokens';
import type { SettingsActor, SettingsGuard } from './ports/settings-guard';
import { SETTINGS_GUARD } from './tokens';

/** Changes one setting after checking its rule and the rules across settings; answers them all. */
@injectable()
export class ChangeSetting {
  constructor(
    @inject(SETTINGS) private readonly settings: SettingsStore,
    @inject(SETTINGS_GUARD) private readonly guard: SettingsGuard,
  ) {}

  async execute(input: {
    key: string;
    value?: unknown;
    /** The administrator making the change; set-up code without one skips the lock-out guard. */
    actor?: SettingsActor;
  }): Promise<Result<Settings, DomainError>> {
    const { key } = input;
    if (!isSettingKey(key)) return err(unknownSetting(key));
    const value = parseSetting(key, input.value);
    if (!value.ok) return value;
    const next = checkSettings({ ...(await this.settings.getAll()), [key]: value.value });
    if (!next.ok) return next;
    const refused = input.actor && (await this.guard.check({ [key]: value.value }, next.value, input.actor));
    if (refused) return err(refused);
    await this.settings.set(key, value.value);
    return ok(next.value);
  }
}
