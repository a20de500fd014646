import { inject, injectable } from 'inversify';
import type { User } from '../../domain/accounts/user';
import {
  accountAgeDays,
  favouriteGameId,
  type PresenceStatus,
  presenceStatus,
  winRatePercent,
} from '../../domain/accounts/user-details';
import { type ClaimRefund, statsFromClaims } from '../../domain/play/player-stats';
import { winsInForce } from '../../domain/play/player-wins';
import type { Cents } from '../../domain/shared/money';
import type { UserRepository } from '../accounts';
import {
  type GameRepository,
  type InstantPrizes,
  type NumberPool,
  PRESENCE_WINDOW_MS,
  type PresenceTracker,
  type WinnerRepository,
} from '../games';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, port, store } from '../shared/tokens';
import { BREAKS, type Breaks } from './tokens';

/** A player's profile details (docs/rules/back-office.md, Users tab), measured from the claims, the wins and presence. */
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

@injectable()
export class GetUserDetails {
  constructor(
    @inject(store('users')) private readonly users: UserRepository,
    @inject(store('numbers')) private readonly numbers: NumberPool,
    @inject(store('winners')) private readonly winners: Pick<WinnerRepository, 'listByUser'>,
    @inject(store('instantPrizes')) private readonly prizes: Pick<InstantPrizes, 'wonByPlayer'>,
    @inject(store('games')) private readonly games: GameRepository,
    @inject(port('presence')) private readonly presence: PresenceTracker,
    @inject(CLOCK) private readonly clock: Clock,
    /** The player's break while it lasts (responsible play's GetBreak). */
    @inject(BREAKS) private readonly breaks: Breaks,
    /** The refunds of the player's claims (the payments' RefundLedger answers this). */
    @inject(store('payments'))
    private readonly refunds: { refundsOfClaims(claimIds: readonly string[]): Promise<ClaimRefund[]> },
  ) {}

  /** Null for an unknown or erased account. */
  async execute(userId: number): Promise<UserDetails | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const [claims, main, instant, seen, onBreak] = await Promise.all([
      this.numbers.listByUser(userId),
      this.winners.listByUser(userId),
      this.prizes.wonByPlayer(userId),
      this.presence.lastSeen(userId),
      this.breaks.execute(userId),
    ]);
    // The same wins as the player's own 'Games Won' (domain/play/player-wins.ts).
    const wins = winsInForce(main, instant).length;
    const now = this.clock.now();
    const paid = claims.filter((claim) => claim.status === 'paid').map((claim) => claim.id);
    const stats = statsFromClaims(claims, wins, await this.refunds.refundsOfClaims(paid));
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
