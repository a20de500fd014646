import { AUTOMATIC_DRAW } from '../../../application/games/close-games';
import { buildTestApp, type TestApp } from '../support/test-app';

export const HOUR = 3_600_000;

/** A claim form a winner of full age in an eligible state sends. */
export function aClaimForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    decision: 'accept',
    legalName: 'Ada Palmer',
    dateOfBirth: '1990-05-17',
    address: { line1: '1 Main St', line2: '', city: 'Fresno', state: 'CA', zip: '93650' },
    phone: '559-555-0100',
    acceptAffidavit: true,
    signature: 'Ada Palmer',
    taxId: '123-45-6789',
    ...overrides,
  };
}

export type Player = Awaited<ReturnType<TestApp['signUp']>>;

let games = 0;

/**
 * A one-hour game whose 10 numbers are all free, entered by `player` (and `others`), ended and drawn:
 * answers the game and the winner id of its claim.
 */
export async function aWonGame(t: TestApp, player: Player, prizeValueCents = 75_000, others: Player[] = []) {
  const created = await t.useCases.createGame.execute({
    name: `Claim Wheel ${++games}`,
    prize: 'A bicycle',
    prizeValueCents,
    durationHours: 1,
    totalNumbers: 10,
    freePlay: { start: 1, end: 10 },
  });
  if (!created.ok) throw new Error(created.error.message);
  const game = created.value;
  const spin = await t.call('POST', '/api/free-spin', { cookie: player.cookie, json: { gameId: game.id } });
  if (spin.status !== 200) throw new Error(`free spin: ${spin.status} ${await spin.text()}`);
  for (const other of others)
    await t.call('POST', '/api/free-spin', { cookie: other.cookie, json: { gameId: game.id } });
  t.clock.advance(2 * HOUR);
  // With other entrants, the player is picked (a draw could pick another).
  const drawn =
    others.length === 0
      ? await t.useCases.drawWinner.execute({ gameId: game.id, admin: AUTOMATIC_DRAW })
      : await t.useCases.selectWinner.execute({
          gameId: game.id,
          playerId: player.id,
          reason: 'Picked',
          admin: AUTOMATIC_DRAW,
        });
  if (!drawn.ok) throw new Error(drawn.error.message);
  const claims = await t.useCases.listPrizeClaims.execute({ gameId: game.id });
  const winnerId = claims.ok ? claims.value.claims[0]?.winnerId : undefined;
  if (winnerId === undefined) throw new Error('no claim opened');
  return { game, winnerId };
}

export const aClaimApp = () => buildTestApp();

/** Every e-mail queued so far (newest first). */
export const outbox = (t: TestApp) => t.persistence.repositories.outbox.list(1000);
