import type { Cents } from '../domain/money';
import { statsFromClaims } from '../domain/player-stats';
import type { User } from '../domain/user';
import {
  accountAgeDays,
  favouriteGameId,
  type PresenceStatus,
  presenceStatus,
  winRatePercent,
} from '../domain/user-details';
import type { GetBreak } from './get-break';
import type { Clock } from './ports/clock';
import type { GameRepository } from './ports/game-repository';
import type { NumberPool } from './ports/number-pool';
import { PRESENCE_WINDOW_MS, type PresenceTracker } from './ports/presence-tracker';
import type { UserRepository } from './ports/user-repository';
import type { WinnerRepository } from './ports/winner-repository';

/** admin.md 'User detail stats', measured from the claims, the wins and presence. */
export interface UserDetails {
  status: PresenceStatus;
  accountAge: number;
  totalSpentCents: Cents;
  winRate: number;
  totalSpins: number;
  favoriteGame: string | null;
  /** The latest of the last request and the last entry; null when never seen. */
  lastActive: Date | null;
  /** The end of the player's break while it lasts (the administrator sees it and cannot lift it). */
  breakUntil: Date | null;
  accountStatus: User['status'];
  role: User['role'];
}

export class GetUserDetails {
  constructor(
    private readonly users: UserRepository,
    private readonly numbers: NumberPool,
    private readonly winners: WinnerRepository,
    private readonly games: GameRepository,
    private readonly presence: PresenceTracker,
    private readonly clock: Clock,
    private readonly breaks: Pick<GetBreak, 'execute'>,
  ) {}

  /** Null for an unknown or erased account. */
  async execute(userId: number): Promise<UserDetails | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const [claims, wins, seen, onBreak] = await Promise.all([
      this.numbers.listByUser(userId),
      this.winners.countByUser(userId),
      this.presence.lastSeen(userId),
      this.breaks.execute(userId),
    ]);
    const now = this.clock.now();
    const stats = statsFromClaims(claims, wins);
    const favourite = favouriteGameId(claims);
    const lastEntry = Math.max(0, ...claims.map((c) => c.createdAt.getTime()));
    const lastActive = Math.max(lastEntry, seen?.getTime() ?? 0);
    return {
      status: presenceStatus(seen, now, PRESENCE_WINDOW_MS),
      accountAge: accountAgeDays(user.createdAt, now),
      totalSpentCents: stats.totalSpentCents,
      winRate: winRatePercent(wins, stats.totalSpins),
      totalSpins: stats.totalSpins,
      favoriteGame:
        favourite === null ? null : ((await this.games.findById(favourite))?.name ?? `Game #${favourite}`),
      lastActive: lastActive > 0 ? new Date(lastActive) : null,
      breakUntil: onBreak.excludedUntil,
      accountStatus: user.status,
      role: user.role,
    };
  }
}
