import type { GameRepository } from '../../../application/ports/game-repository';
import type { NumberPool, NumberRange } from '../../../application/ports/number-pool';
import type { Session, SessionStore } from '../../../application/ports/session-store';
import type { Repositories, UnitOfWork } from '../../../application/ports/unit-of-work';
import type { StoredUser, UserRepository } from '../../../application/ports/user-repository';
import type { Game } from '../../../domain/game';
import { LIVE_CLAIM_STATUSES, type NumberClaim } from '../../../domain/number-claim';

/**
 * A stand-in for adapters/memory while it is being written: just enough to drive the HTTP edge.
 * Replace with the persistence engineer's in-memory adapters when they land.
 */
export function standInPersistence(): {
  repositories: Repositories;
  sessions: SessionStore;
  unitOfWork: UnitOfWork;
} {
  const users: StoredUser[] = [];
  const games: Game[] = [];
  const spinSeq = new Map<number, number>();
  const claims: NumberClaim[] = [];
  const sessions = new Map<string, Session>();

  const userRepo: UserRepository = {
    async create(user) {
      if (users.some((u) => u.email.toLowerCase() === user.email.toLowerCase())) return null;
      const stored: StoredUser = { ...user, id: users.length + 1, status: 'active', createdAt: new Date() };
      users.push(stored);
      const { passwordHash: _, ...plain } = stored;
      return plain;
    },
    async findById(id) {
      return users.find((u) => u.id === id) ?? null;
    },
    async findByEmail(email) {
      return users.find((u) => u.email.toLowerCase() === email.toLowerCase()) ?? null;
    },
  };
  const gameRepo: GameRepository = {
    async create(draft) {
      const game: Game = { ...draft, id: games.length + 1, createdAt: new Date() };
      games.push(game);
      return game;
    },
    async findById(id) {
      return games.find((g) => g.id === id) ?? null;
    },
    async list() {
      return [...games].reverse();
    },
    async lockForSpin(id) {
      const game = games.find((g) => g.id === id);
      if (!game) return null;
      const spinSequence = (spinSeq.get(id) ?? 0) + 1;
      spinSeq.set(id, spinSequence);
      return { game, spinSequence };
    },
  };
  const taken = (gameId: number) =>
    new Set(
      claims
        .filter((c) => c.gameId === gameId && LIVE_CLAIM_STATUSES.includes(c.status))
        .map((c) => c.number),
    );
  const available = (gameId: number, range?: NumberRange) => {
    const game = games.find((g) => g.id === gameId);
    if (!game) return [];
    const used = taken(gameId);
    const from = range?.from ?? 1;
    const to = range?.to ?? game.totalNumbers;
    const list: number[] = [];
    for (let n = from; n <= to; n++) if (!used.has(n)) list.push(n);
    return list;
  };
  const numbers: NumberPool = {
    async countAvailable(gameId, range) {
      return available(gameId, range).length;
    },
    async countAvailableByGame(gameIds) {
      return new Map(gameIds.map((id) => [id, available(id).length]));
    },
    async nthAvailable(gameId, k, range) {
      return available(gameId, range)[k] ?? null;
    },
    async listAvailable(gameId) {
      return available(gameId);
    },
    async claim(claim) {
      if (taken(claim.gameId).has(claim.number)) throw new Error('number taken');
      claims.push(claim);
    },
    async findFreeEntry(userId, gameId) {
      return claims.find((c) => c.userId === userId && c.gameId === gameId && c.kind === 'free') ?? null;
    },
    async findByRequestId(userId, requestId) {
      return claims.find((c) => c.userId === userId && c.requestId === requestId) ?? null;
    },
    async recent(gameId, limit) {
      return claims
        .filter((c) => c.gameId === gameId)
        .reverse()
        .slice(0, limit)
        .map((c) => ({ number: c.number, timestamp: c.createdAt }));
    },
    async listByUser(userId) {
      return claims.filter((c) => c.userId === userId);
    },
  };
  const sessionStore: SessionStore = {
    async create(session) {
      sessions.set(session.tokenHash, session);
    },
    async find(tokenHash, now) {
      const s = sessions.get(tokenHash);
      return s && s.expiresAt.getTime() > now.getTime() ? s : null;
    },
    async extend(tokenHash, expiresAt) {
      const s = sessions.get(tokenHash);
      if (s) sessions.set(tokenHash, { ...s, expiresAt });
    },
    async revoke(tokenHash) {
      sessions.delete(tokenHash);
    },
    async revokeAllForUser(userId, except) {
      for (const [hash, s] of sessions) if (s.userId === userId && hash !== except) sessions.delete(hash);
    },
  };
  const repositories: Repositories = { users: userRepo, games: gameRepo, numbers };
  return { repositories, sessions: sessionStore, unitOfWork: { run: (work) => work(repositories) } };
}
