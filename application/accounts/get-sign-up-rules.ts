import { inject, injectable } from 'inversify';
import { allowedEmailHint } from '../../domain/accounts/registration';
import type { SettingsStore } from '../shared/ports/settings-store';
import { SETTINGS } from '../shared/tokens';

export interface SignUpRules {
  allowedEmailDomains: string[];
  /** The e-mail field's hint and placeholder for those domains. */
  emailHint: string;
  emailExample: string;
}

/** What the sign-up form shows before it is sent: the e-mail domains the operator admits now. */
@injectable()
export class GetSignUpRules {
  constructor(@inject(SETTINGS) private readonly settings: Pick<SettingsStore, 'get'>) {}

  async execute(): Promise<SignUpRules> {
    const allowedEmailDomains = [...(await this.settings.get('allowedEmailDomains'))];
    const { hint, example } = allowedEmailHint(allowedEmailDomains);
    return { allowedEmailDomains, emailHint: hint, emailExample: example };
  }
}
