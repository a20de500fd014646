import { describe, expect, it } from 'vitest';
import { operatorNotifications } from '../../../domain/back-office/operator-notifications';

const quiet = { gamesAwaitingWinner: [], stalePending: 0, openHolds: 0, failedMail: 0 };

describe("the operator's refund alerts", () => {
  it('says nothing while no refund is waiting', () => {
    expect(operatorNotifications(quiet)).toEqual([]);
    const settled = { failed: 0, failedGames: 0, pending: 0, pendingGames: 0 };
    expect(operatorNotifications({ ...quiet, refunds: settled })).toEqual([]);
  });

  it('warns of refused refunds (never dropped) and tells of pending ones, with their counts', () => {
    const alerts = operatorNotifications({
      ...quiet,
      refunds: { failed: 3, failedGames: 2, pending: 1, pendingGames: 1 },
    });
    expect(alerts.map(({ id, kind, severity, title }) => ({ id, kind, severity, title }))).toEqual([
      { id: 'refunds-failing', kind: 'refundsFailing', severity: 'warning', title: 'Refunds failing' },
      { id: 'refunds-pending', kind: 'refundsPending', severity: 'info', title: 'Refunds pending' },
    ]);
    expect(alerts[0]?.message).toMatch(
      /^3 refunds \(in 2 games\) were refused by the payment gateway and are retried/,
    );
    expect(alerts[1]?.message).toMatch(/^1 refund \(in 1 game\) is waiting/);
  });
});
