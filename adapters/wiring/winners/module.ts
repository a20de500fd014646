import { ContainerModule } from 'inversify';
import { AnswerPrizeClaim } from '../../../application/winners/answer-prize-claim';
import { ChangeClaimStatus } from '../../../application/winners/change-claim-status';
import { DeleteWinner } from '../../../application/winners/delete-winner';
import { DrawWinner } from '../../../application/winners/draw-winner';
import { ExportTaxYear } from '../../../application/winners/export-tax-year';
import { GetPrizeClaim } from '../../../application/winners/get-prize-claim';
import { GetPrizeClaimTerms } from '../../../application/winners/get-prize-claim-terms';
import { ListPrizeClaims } from '../../../application/winners/list-prize-claims';
import { ListPublicWinners } from '../../../application/winners/list-public-winners';
import { ListWinners } from '../../../application/winners/list-winners';
import { Redraw } from '../../../application/winners/redraw';
import { RunClaimDeadlines } from '../../../application/winners/run-claim-deadlines';
import { SelectWinner } from '../../../application/winners/select-winner';
import { CachedListPublicWinners } from '../../cache/cached-public-winners';
import { AesTaxIdCipher } from '../../security/aes-tax-id-cipher';
import { GAMES_TOKENS } from '../games/tokens';
import { SETTINGS_TOKENS } from '../settings/tokens';
import { construct, SHARED_TOKENS } from '../shared/tokens';
import { WINNERS_TOKENS } from './tokens';

const { clock, logger, repositories: repos, unitOfWork: uow } = SHARED_TOKENS;
const { settings } = SETTINGS_TOKENS;
const { taxIdCipher: cipher } = WINNERS_TOKENS;

/**
 * Winners: drawn or selected by the back office, listed, deleted; their prize claims (the claim page,
 * the claim window's reminders and forfeits, the operator's side, the tax export) and the public
 * winners list. The TIN cipher's key is derived from DATA_KEY.
 */
export const winnersModule = (dataKey: Buffer) =>
  new ContainerModule(({ bind }) => {
    bind(SelectWinner).toResolvedValue(construct(SelectWinner), [uow, clock, settings]);
    bind(DrawWinner).toResolvedValue(construct(DrawWinner), [uow, clock, settings]);
    bind(ListWinners).toResolvedValue((r) => new ListWinners(r.winners, r.instantPrizes, r.entries), [repos]);
    bind(DeleteWinner).toResolvedValue(construct(DeleteWinner), [uow, clock]);

    bind(cipher).toConstantValue(new AesTaxIdCipher(dataKey));
    bind(Redraw).toResolvedValue(construct(Redraw), [settings, DrawWinner, logger]);
    // Cached like the other shared reads (adapters/cache/): the games' caches drop it on each change.
    bind(ListPublicWinners).toResolvedValue(
      (r, caches) => new CachedListPublicWinners(r.winnersList, caches),
      [repos, GAMES_TOKENS.readCaches],
    );
    bind(GetPrizeClaimTerms).toResolvedValue(construct(GetPrizeClaimTerms), [settings]);
    bind(GetPrizeClaim).toResolvedValue((r) => new GetPrizeClaim(r.prizeClaims), [repos]);
    bind(AnswerPrizeClaim).toResolvedValue(construct(AnswerPrizeClaim), [uow, cipher, Redraw, clock]);
    bind(ChangeClaimStatus).toResolvedValue(construct(ChangeClaimStatus), [uow, Redraw, clock]);
    bind(ListPrizeClaims).toResolvedValue((r) => new ListPrizeClaims(r.prizeClaims), [repos]);
    bind(ExportTaxYear).toResolvedValue(construct(ExportTaxYear), [uow, cipher, clock]);
    bind(RunClaimDeadlines).toResolvedValue(construct(RunClaimDeadlines), [uow, Redraw, clock]);
  });

/** The winners feature's slice of UseCases. */
export const winnersUseCases = {
  selectWinner: SelectWinner,
  drawWinner: DrawWinner,
  listWinners: ListWinners,
  deleteWinner: DeleteWinner,
  listPublicWinners: ListPublicWinners,
  getPrizeClaim: GetPrizeClaim,
  getPrizeClaimTerms: GetPrizeClaimTerms,
  answerPrizeClaim: AnswerPrizeClaim,
  changeClaimStatus: ChangeClaimStatus,
  listPrizeClaims: ListPrizeClaims,
  exportTaxYear: ExportTaxYear,
  runClaimDeadlines: RunClaimDeadlines,
};
