import { ContainerModule } from 'inversify';
import { GetSystemStatus } from '../../../application/back-office/get-system-status';
import {
  BREAKS,
  FAIRNESS_ANSWERS,
  MAIL_CHECK,
  PAYMENTS_CHECK,
} from '../../../application/back-office/tokens';
import { GetFairness } from '../../../application/fairness/get-fairness';
import { MAILER } from '../../../application/mail/tokens';
import { PAYMENT_GATEWAY } from '../../../application/payments/tokens';
import { GetBreak } from '../../../application/responsible-play/get-break';
import { ProcessRuntimeMetrics } from '../../system/process-runtime-metrics';
import { RequestCounter } from '../../system/request-counter';
import { port, SHARED_TOKENS } from '../shared/tokens';
import { BACK_OFFICE_TOKENS } from './tokens';

/** The back office's users, activity, analytics, system status and notifications (the rest: by feature). */
export const backOfficeModule = (https: boolean) =>
  new ContainerModule(({ bind }) => {
    const { requestCounter, runtimeMetrics } = BACK_OFFICE_TOKENS;
    const { settings, clock } = SHARED_TOKENS;
    bind(BREAKS).toService(GetBreak);
    bind(FAIRNESS_ANSWERS).toService(GetFairness);
    bind(PAYMENTS_CHECK).toService(PAYMENT_GATEWAY);
    bind(MAIL_CHECK).toService(MAILER);
    bind(requestCounter).toResolvedValue((now) => new RequestCounter(now), [clock]);
    bind(runtimeMetrics).toResolvedValue((requests) => new ProcessRuntimeMetrics(requests), [requestCounter]);
    bind(GetSystemStatus).toResolvedValue(
      (db, process, s, now) => new GetSystemStatus(db, process, s, now, https),
      [port('databaseStats'), runtimeMetrics, settings, clock],
    );
  });
