import type {
  InstantAward,
  InstantNotice,
  InstantPrizes,
  InstantWinListing,
  StoredInstantPrize,
} from '../../../application/games/ports/instant-prizes';
import type { PlayerWin } from '../../../domain/play/player-wins';
import type { Cents } from '../../../domain/shared/money';
import type { ClaimStatus } from '../../../domain/winners/prize-claim';
import type { Queryable } from '../queryable';
import { instantNoticeParameter } from './instant-notice';

interface PrizeRow {
  game_id: number;
  k: number;
  name: string;
  value_cents: number;
  number: number;
  claim_id: string | null;
  user_id: number | null;
  spin: number | null;
  won_at: Date | null;
  winner_id: number | null;
}

interface WinRow extends PrizeRow {
  game_name: string;
  claim_status: ClaimStatus | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  state: string | null;
  opt_out_publicity: boolean | null;
  deleted_at: Date | null;
}

/** The instant_prizes table; the award is its instant_award function. */
export class PostgresInstantPrizes implements InstantPrizes {
  constructor(private readonly sql: Queryable) {}

  async replace(
    gameId: number,
    prizes: readonly { name: string; valueCents: Cents; number: number }[],
  ): Promise<void> {
    await this.sql`DELETE FROM instant_prizes WHERE game_id = ${gameId}`;
    if (prizes.length === 0) return;
    const rows = prizes.map((p, index) => ({
      game_id: gameId,
      k: index + 1,
      name: p.name,
      value_cents: p.valueCents,
      number: p.number,
    }));
    await this
      .sql`INSERT INTO instant_prizes ${this.sql(rows, 'game_id', 'k', 'name', 'value_cents', 'number')}`;
  }

  async list(gameId: number): Promise<StoredInstantPrize[]> {
    const rows = await this.sql<PrizeRow[]>`
      SELECT * FROM instant_prizes WHERE game_id = ${gameId} ORDER BY k`;
    return rows.map(toPrize);
  }

  async listByGames(gameIds: readonly number[]): Promise<Map<number, StoredInstantPrize[]>> {
    const byGame = new Map<number, StoredInstantPrize[]>();
    if (gameIds.length === 0) return byGame;
    const rows = await this.sql<PrizeRow[]>`
      SELECT * FROM instant_prizes WHERE game_id = ANY(${gameIds as number[]}::bigint[]) ORDER BY game_id, k`;
    for (const row of rows) {
      const list = byGame.get(row.game_id) ?? [];
      list.push(toPrize(row));
      byGame.set(row.game_id, list);
    }
    return byGame;
  }

  async award(claimId: string, n: InstantNotice): Promise<InstantAward | null> {
    const [row] = await this.sql<{ k: number; winner_id: number; game_id: number }[]>`
      SELECT a.k, a.winner_id, c.game_id
      FROM instant_award(${claimId}, ${n.at}, ${n.deadline}, ${instantNoticeParameter(this.sql, n)}) a, claims c
      WHERE c.id = ${claimId}`;
    return row ? { gameId: row.game_id, k: row.k, winnerId: row.winner_id } : null;
  }

  async wonByClaims(claimIds: readonly string[]): Promise<Map<string, StoredInstantPrize>> {
    const byClaim = new Map<string, StoredInstantPrize>();
    if (claimIds.length === 0) return byClaim;
    const rows = await this.sql<PrizeRow[]>`
      SELECT * FROM instant_prizes WHERE claim_id = ANY(${claimIds as string[]}::uuid[])`;
    for (const row of rows) if (row.claim_id) byClaim.set(row.claim_id, toPrize(row));
    return byClaim;
  }

  async listWins(): Promise<InstantWinListing[]> {
    const rows = await this.sql<WinRow[]>`
      SELECT p.*, g.name AS game_name, u.first_name, u.last_name, u.email, u.state,
        u.opt_out_publicity, u.deleted_at, c.status AS claim_status
      FROM instant_prizes p
      JOIN games g ON g.id = p.game_id
      LEFT JOIN users u ON u.id = p.user_id
      LEFT JOIN prize_claims c ON c.winner_id = p.winner_id
      WHERE p.claim_id IS NOT NULL
      ORDER BY p.won_at DESC, p.winner_id DESC`;
    return rows.map((row) => {
      const prize = toPrize(row);
      return {
        ...prize,
        won: prize.won as NonNullable<StoredInstantPrize['won']>,
        gameName: row.game_name,
        claimStatus: row.claim_status,
        player:
          row.deleted_at === null && row.first_name !== null
            ? {
                firstName: row.first_name,
                lastName: row.last_name ?? '',
                email: row.email ?? '',
                state: row.state,
                optOutPublicity: row.opt_out_publicity ?? false,
              }
            : null,
      };
    });
  }

  async wonByPlayer(userId: number): Promise<PlayerWin[]> {
    const rows = await this.sql<(PrizeRow & { game_name: string; claim_status: ClaimStatus | null })[]>`
      SELECT p.*, g.name AS game_name, c.status AS claim_status
      FROM instant_prizes p
      JOIN games g ON g.id = p.game_id
      LEFT JOIN prize_claims c ON c.winner_id = p.winner_id
      WHERE p.user_id = ${userId} AND p.claim_id IS NOT NULL
      ORDER BY p.won_at DESC, p.winner_id DESC`;
    return rows.map((row) => ({
      winnerId: Number(row.winner_id),
      kind: 'instant',
      gameId: Number(row.game_id),
      gameName: row.game_name,
      prize: row.name,
      prizeValueCents: Number(row.value_cents),
      number: row.number,
      selectedAt: row.won_at as Date,
      claimStatus: row.claim_status,
    }));
  }

  async findByWinnerId(winnerId: number): Promise<StoredInstantPrize | null> {
    const [row] = await this.sql<PrizeRow[]>`SELECT * FROM instant_prizes WHERE winner_id = ${winnerId}`;
    return row ? toPrize(row) : null;
  }
}

function toPrize(row: PrizeRow): StoredInstantPrize {
  const won =
    row.claim_id !== null && row.user_id !== null && row.won_at !== null && row.winner_id !== null
      ? {
          claimId: row.claim_id,
          userId: Number(row.user_id),
          spin: row.spin,
          wonAt: row.won_at,
          winnerId: Number(row.winner_id),
        }
      : null;
  return {
    gameId: Number(row.game_id),
    k: row.k,
    name: row.name,
    valueCents: Number(row.value_cents),
    number: row.number,
    won,
  };
}
