import { inject, injectable } from 'inversify';
import { type TwoFactorState, twoFactorStateOf } from '../../domain/admin-security/two-factor-state';
import type { SettingsStore } from '../shared/ports/settings-store';
import { port, SETTINGS } from '../shared/tokens';
import type { AdminTwoFactorStore } from './ports/admin-two-factor-store';

export interface TwoFactorStatus {
  /** The site's setting: sign-in asks enrolled administrators for a code. */
  required: boolean;
  enrolled: boolean;
  pending: boolean;
  recoveryCodesLeft: number;
  /** What sign-in asks of this administrator now, decided by the domain from the facts above. */
  state: TwoFactorState;
}

/** Where the administrator stands with two-factor sign-in (the Settings tab's panel). */
@injectable()
export class GetTwoFactorStatus {
  constructor(
    @inject(port('adminTwoFactor')) private readonly store: AdminTwoFactorStore,
    @inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>,
  ) {}

  async execute(adminId: number): Promise<TwoFactorStatus> {
    const [state, required] = await Promise.all([
      this.store.state(adminId),
      this.settings.get('twoFactorEnabled'),
    ]);
    const facts = { required, enrolled: state.secret !== null, pending: state.pendingSecret !== null };
    return { ...facts, recoveryCodesLeft: state.recoveryCodesLeft, state: twoFactorStateOf(facts) };
  }
}
