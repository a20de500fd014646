import { inject, injectable } from 'inversify';
import type { DomainError } from '../../domain/shared/errors';
import { invalidInput } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import { CLAIMS_PAGE_SIZE } from '../../domain/winners/claim-search';
import { isClaimStatus } from '../../domain/winners/prize-claim';
import type { Clock } from '../shared/ports/clock';
import { CLOCK, store } from '../shared/tokens';
import { listingViewOf, type PrizeClaimListingView } from './claim-view';
import type { ClaimFilter, PrizeClaims } from './ports/prize-claims';

/** What the Winners tab asks for: a status, a game, a search, and a 1-based page. */
export interface ClaimsQuery {
  status?: unknown;
  gameId?: number;
  search?: string;
  page?: number;
}

export interface ClaimsPage {
  claims: PrizeClaimListingView[];
  total: number;
  page: number;
  pageSize: number;
  /** The games that have a claim (the game filter's choices), whatever the filter shows. */
  games: { gameId: number; gameName: string }[];
}

/** The claims a query selects, or the status it names that does not exist. */
export function claimFilterOf(input: ClaimsQuery): Result<ClaimFilter, DomainError> {
  const filter: ClaimFilter = {};
  if (input.status !== undefined && input.status !== '') {
    if (!isClaimStatus(input.status)) return err(invalidInput('status', 'Unknown claim status'));
    filter.status = input.status;
  }
  if (input.gameId !== undefined) filter.gameId = input.gameId;
  if (input.search?.trim()) filter.search = input.search.trim();
  return ok(filter);
}

/** The Winners tab's claims, a page of 50 at a time, newest notice first, filtered and searched; TINs masked. */
@injectable()
export class ListPrizeClaims {
  constructor(
    @inject(store('prizeClaims')) private readonly claims: Pick<PrizeClaims, 'listPage' | 'listGames'>,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: ClaimsQuery): Promise<Result<ClaimsPage, DomainError>> {
    const filter = claimFilterOf(input);
    if (!filter.ok) return filter;
    const page = input.page ?? 1;
    if (!Number.isInteger(page) || page < 1)
      return err(invalidInput('page', 'Page must be a whole number from 1'));
    const [found, games] = await Promise.all([
      this.claims.listPage(filter.value, (page - 1) * CLAIMS_PAGE_SIZE, CLAIMS_PAGE_SIZE),
      this.claims.listGames(),
    ]);
    const now = this.clock.now();
    return ok({
      claims: found.claims.map((claim) => listingViewOf(claim, now)),
      total: found.total,
      page,
      pageSize: CLAIMS_PAGE_SIZE,
      games,
    });
  }
}
