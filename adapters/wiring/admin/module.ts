import { ContainerModule } from 'inversify';
import { CodeStepLock } from '../../../application/admin/code-step-lock';
import { TWO_FACTOR_CRYPTO } from '../../../application/admin/tokens';
import { NodeTwoFactorCrypto } from '../../security/node-two-factor-crypto';
import { port, SHARED_TOKENS } from '../shared/tokens';

/** The administrators: accounts, sessions and sign-in apart from the players', two-factor enrolment. */
export const adminModule = (dataKey: Buffer) =>
  new ContainerModule(({ bind }) => {
    const { unitOfWork, clock, logger } = SHARED_TOKENS;
    bind(TWO_FACTOR_CRYPTO).toConstantValue(new NodeTwoFactorCrypto(dataKey));
    bind(CodeStepLock).toResolvedValue(
      (store, u, now, log) => new CodeStepLock(store, u, now, log.child({ useCase: 'CodeStepLock' })),
      [port('adminTwoFactor'), unitOfWork, clock, logger],
    );
  });
