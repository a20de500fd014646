import { describeAdminRepositoryContract } from './admin-repository.contract';
import { describeAdminSessionStoreContract } from './admin-session-store.contract';
import { describeAnalyticsReadModelContract } from './analytics-read-model.contract';
import { describeCardRepositoryContract } from './card-repository.contract';
import { describeClaimSettlementContract } from './claim-settlement.contract';
import { describeContactMessageStoreContract } from './contact-message-store.contract';
import { describeGameRepositoryContract } from './game-repository.contract';
import { describeLoginAttemptsContract } from './login-attempts.contract';
import { describeNumberPoolContract } from './number-pool.contract';
import { describePaymentLedgerContract } from './payment-ledger.contract';
import { describePreferencesStoreContract } from './preferences-store.contract';
import { describePresenceTrackerContract } from './presence-tracker.contract';
import { describeSessionStoreContract } from './session-store.contract';
import { describeSettingsStoreContract } from './settings-store.contract';
import { describeSpinDrawContract } from './spin-draw.contract';
import { describeStalledPaymentsContract } from './stalled-payments.contract';
import { describeSubscriptionStoreContract } from './subscription-store.contract';
import { describeUnitOfWorkContract } from './unit-of-work.contract';
import { describeUserAccountContract } from './user-account.contract';
import { describeUserRepositoryContract } from './user-repository.contract';
import { describeWinnerRepositoryContract } from './winner-repository.contract';
import type { StoreWorld } from './world';

/** Every store port's contract, each test on a fresh empty world from makeWorld. */
export function describeStoreContracts(name: string, makeWorld: () => Promise<StoreWorld>) {
  describeUserRepositoryContract(name, async () => (await makeWorld()).users);
  describeUserAccountContract(name, makeWorld);
  describeWinnerRepositoryContract(name, makeWorld);
  describeSubscriptionStoreContract(name, makeWorld);
  describeContactMessageStoreContract(name, makeWorld);
  describePreferencesStoreContract(name, makeWorld);
  describeSessionStoreContract(name, makeWorld);
  describeGameRepositoryContract(name, makeWorld);
  describeNumberPoolContract(name, makeWorld);
  describeClaimSettlementContract(name, makeWorld);
  describeStalledPaymentsContract(name, makeWorld);
  describeSpinDrawContract(name, makeWorld);
  describeCardRepositoryContract(name, makeWorld);
  describePaymentLedgerContract(name, makeWorld);
  describeUnitOfWorkContract(name, makeWorld);
  describeSettingsStoreContract(name, makeWorld);
  describeLoginAttemptsContract(name, makeWorld);
  describePresenceTrackerContract(name, makeWorld);
  describeAdminRepositoryContract(name, makeWorld);
  describeAdminSessionStoreContract(name, makeWorld);
  describeAnalyticsReadModelContract(name, makeWorld);
}
