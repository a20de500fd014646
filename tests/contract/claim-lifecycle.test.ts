import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { inMemoryRepositories } from '../../adapters/memory/shared/in-memory-unit-of-work';
import type { Repositories } from '../../adapters/persistence/repositories';
import { postgresRepositories } from '../../adapters/postgres/shared/postgres-unit-of-work';
import { priceOf } from '../../domain/games/pricing-policy';
import {
  type ClaimEvent,
  type ClaimStatus,
  type NumberClaim,
  nextClaimStatus,
} from '../../domain/play/number-claim';
import { postgresUrl, withPostgresDatabase } from '../support/postgres';
import { resetDatabase, type TestDatabase, withPgliteDatabase } from '../support/test-database';
import { aGameDraft, aNewUser } from './world';

/**
 * Random sequences of claim events, run against every number-pool adapter side by side (in-memory,
 * PGlite, and PostgreSQL when DATABASE_URL is set) and against a model that only knows the
 * lifecycle table of domain/play/number-claim.ts: each step's answer, every claim's status and the pool
 * must agree everywhere, and no number ever has two live claims.
 */
const TOTAL = 6;
const FREE = { freePlayStart: 5, freePlayEnd: 6 };
const PLAYERS = 3;
const T0 = new Date(Date.UTC(2030, 0, 1, 12));
const HOLD_MS = 10 * 60_000;

type Step =
  | { kind: 'reserve'; player: number; k: number }
  | { kind: 'takeFreeEntry'; player: number; k: number }
  | { kind: 'approve' | 'decline' | 'payHeld'; claim: number }
  | { kind: 'tick'; minutes: number }
  | { kind: 'releaseHold' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('reserve' as const), player: fc.nat(PLAYERS - 1), k: fc.nat(TOTAL) }),
  fc.record({ kind: fc.constant('takeFreeEntry' as const), player: fc.nat(PLAYERS - 1), k: fc.nat(2) }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'decline' as const, 'payHeld' as const),
    claim: fc.nat(7),
  }),
  fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 12 }) }),
  fc.record({ kind: fc.constant('releaseHold' as const) }),
);

/** One adapter's world for a run: its game and players (ids differ between stores). */
interface Subject {
  name: string;
  repos: Repositories;
  gameId: number;
  players: number[];
}

/** What the table alone predicts. */
class Model {
  claims: NumberClaim[] = [];
  now = T0;

  live(): NumberClaim[] {
    return this.claims.filter((c) => c.status !== 'released');
  }

  available(range?: { from: number; to: number }): number[] {
    const taken = new Set(this.live().map((c) => c.number));
    const all = Array.from({ length: TOTAL }, (_, i) => i + 1).filter((n) => !taken.has(n));
    return range ? all.filter((n) => n >= range.from && n <= range.to) : all;
  }

  /** Moves a claim by an event when the table allows it; answers whether it did. */
  move(id: string, event: ClaimEvent, fields: Partial<NumberClaim> = {}): boolean {
    const claim = this.claims.find((c) => c.id === id);
    if (!claim) return false;
    const next = nextClaimStatus(claim.status, event, { holdExpiresAt: claim.holdExpiresAt, now: this.now });
    if (!next) return false;
    Object.assign(claim, { ...fields, status: next });
    if (event === 'decline' && claim.holdExpiresAt === null)
      claim.holdExpiresAt = fields.holdExpiresAt ?? null;
    return true;
  }
}

async function apply(step: Step, model: Model, subjects: Subject[]): Promise<void> {
  const now = model.now;
  // The stores are independent: asked at once, PostgreSQL answers while PGlite works.
  const answers = <T>(run: (s: Subject) => Promise<T>): Promise<T[]> => Promise.all(subjects.map(run));
  const expectAll = (got: unknown[], want: unknown) => {
    got.forEach((g, i) => {
      expect(g, `${subjects[i]?.name}: ${JSON.stringify(step)}`).toEqual(want);
    });
  };
  switch (step.kind) {
    case 'reserve': {
      const id = randomUUID();
      const requestId = randomUUID();
      const got = await answers(async (s) => {
        const user = s.players[step.player] ?? 0;
        const r = await s.repos.numbers.reservePaidNth(
          { id, gameId: s.gameId, userId: user, requestId, createdAt: now },
          step.k,
        );
        return 'refused' in r
          ? r
          : { claimed: { number: r.claimed.number, status: r.claimed.status, price: r.claimed.priceCents } };
      });
      const number = model.available()[step.k];
      if (number === undefined) return expectAll(got, { refused: 'no-such-number' });
      const price = priceOf(FREE, number);
      const status = nextClaimStatus(
        'available',
        price === 0 ? 'reserveFreeOfCharge' : 'reserve',
      ) as ClaimStatus;
      // At most one unsettled claim per player and game: a second one is not written.
      const unsettled = (s: ClaimStatus) => s === 'pending' || s === 'held';
      const open = model.claims.some((c) => c.userId === step.player && unsettled(c.status));
      if (open && unsettled(status)) return expectAll(got, { refused: 'unique-key' });
      expectAll(got, { claimed: { number, status, price } });
      model.claims.push(claimOf(id, step.player, number, 'paid', status, price, now));
      return;
    }
    case 'takeFreeEntry': {
      const id = randomUUID();
      const range = { from: FREE.freePlayStart, to: FREE.freePlayEnd };
      const got = await answers((s) => {
        const user = s.players[step.player] ?? 0;
        const claim = {
          id,
          gameId: s.gameId,
          userId: user,
          kind: 'free' as const,
          status: 'free' as const,
          priceCents: 0,
          requestId: null,
          createdAt: now,
          settledAt: now,
          holdExpiresAt: null,
        };
        return s.repos.numbers.claimNthAvailable(claim, step.k, range);
      });
      const number = model.available(range)[step.k];
      const used = model.claims.some((c) => c.userId === step.player && c.kind === 'free');
      if (used) return expectAll(got, { refused: 'free-entry-exists' });
      if (number === undefined) return expectAll(got, { refused: 'no-such-number' });
      expectAll(got, { claimed: number });
      model.claims.push(claimOf(id, step.player, number, 'free', 'free', 0, now));
      return;
    }
    case 'approve':
    case 'decline':
    case 'payHeld': {
      const id = model.claims[step.claim]?.id ?? randomUUID();
      const expiresAt = new Date(now.getTime() + HOLD_MS);
      const got = await answers((s) => {
        if (step.kind === 'approve') return s.repos.numbers.markPaid(id, now);
        if (step.kind === 'decline') return s.repos.numbers.hold(id, expiresAt);
        return s.repos.numbers.reopenHold(id, now);
      });
      const fields =
        step.kind === 'approve'
          ? { settledAt: now }
          : step.kind === 'decline'
            ? { holdExpiresAt: expiresAt }
            : {};
      const claim = model.claims.find((c) => c.id === id);
      if (step.kind === 'decline' && claim?.holdExpiresAt)
        delete (fields as Partial<NumberClaim>).holdExpiresAt;
      expectAll(got, model.move(id, step.kind, fields));
      return;
    }
    case 'tick':
      model.now = new Date(now.getTime() + step.minutes * 60_000);
      return;
    case 'releaseHold': {
      const got = await answers(async (s) =>
        (await s.repos.numbers.releaseExpiredHolds(now, 100, s.gameId)).map((c) => c.id).sort(),
      );
      const released = model.claims.filter((c) => model.move(c.id, 'releaseHold', { settledAt: now }));
      expectAll(got, released.map((c) => c.id).sort());
    }
  }
}

function claimOf(
  id: string,
  player: number,
  number: number,
  kind: NumberClaim['kind'],
  status: ClaimStatus,
  priceCents: number,
  at: Date,
): NumberClaim {
  const settledAt = status === 'pending' ? null : at;
  return {
    id,
    gameId: 0,
    number,
    userId: player,
    kind,
    status,
    priceCents,
    requestId: null,
    createdAt: at,
    settledAt,
    holdExpiresAt: null,
  };
}

/** Every claim's observable state in one store, in the model's terms (player index, not user id). */
async function snapshot(s: Subject, ids: string[]) {
  const [claims, available, left] = await Promise.all([
    Promise.all(ids.map((id) => s.repos.numbers.findById(id))),
    s.repos.numbers.listAvailable(s.gameId),
    s.repos.numbers.countAvailable(s.gameId),
  ]);
  return {
    claims: claims.map(
      (c, i) =>
        c && {
          id: ids[i],
          number: c.number,
          status: c.status,
          holdExpiresAt: c.holdExpiresAt,
          player: s.players.indexOf(c.userId ?? -1),
        },
    ),
    available,
    left,
  };
}

describe('the claim lifecycle, one table, every number pool', () => {
  const databases: { name: string; db: TestDatabase }[] = [];
  beforeAll(async () => {
    databases.push({ name: 'PGlite', db: await withPgliteDatabase() });
    const url = postgresUrl();
    if (url) databases.push({ name: 'PostgreSQL', db: await withPostgresDatabase(url) });
  });
  afterAll(async () => {
    for (const { db } of databases) await db.close();
  });

  async function subjects(): Promise<Subject[]> {
    const stores: { name: string; repos: Repositories }[] = [
      { name: 'in-memory', repos: inMemoryRepositories(new InMemoryStore()) },
    ];
    for (const { name, db } of databases) {
      await resetDatabase(db.sql);
      stores.push({ name, repos: postgresRepositories(db.sql) });
    }
    const out: Subject[] = [];
    for (const { name, repos } of stores) {
      const game = await repos.games.create(aGameDraft({ totalNumbers: TOTAL, ...FREE }));
      const players: number[] = [];
      for (let i = 0; i < PLAYERS; i++) players.push((await repos.users.create(aNewUser()))?.id ?? 0);
      out.push({ name, repos, gameId: game.id, players });
    }
    return out;
  }

  it('adapters agree with the table and with each other, and never give a number two live claims', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 25 }), async (steps) => {
        const model = new Model();
        const all = await subjects();
        for (const step of steps) {
          await apply(step, model, all);
          const ids = model.claims.map((c) => c.id);
          const want = {
            claims: model.claims.map((c) => ({
              id: c.id,
              number: c.number,
              status: c.status,
              holdExpiresAt: c.holdExpiresAt,
              player: c.userId,
            })),
            available: model.available(),
            left: model.available().length,
          };
          const seen = await Promise.all(all.map((s) => snapshot(s, ids)));
          all.forEach((s, i) => {
            expect(seen[i], `${s.name} after ${JSON.stringify(step)}`).toEqual(want);
          });
          const live = model.live().map((c) => c.number);
          expect(new Set(live).size).toBe(live.length);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
