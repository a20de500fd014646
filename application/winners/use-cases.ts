import { AnswerPrizeClaim } from './answer-prize-claim';
import { ChangeClaimStatus } from './change-claim-status';
import { DeleteWinner } from './delete-winner';
import { DrawWinner } from './draw-winner';
import { ExportPrizeClaims } from './export-prize-claims';
import { ExportTaxYear } from './export-tax-year';
import { GetPrizeClaim } from './get-prize-claim';
import { GetPrizeClaimTerms } from './get-prize-claim-terms';
import { ListMyPrizeClaims } from './list-my-prize-claims';
import { ListPrizeClaims } from './list-prize-claims';
import { ListPublicWinners } from './list-public-winners';
import { ListWinners } from './list-winners';
import { RevealShippingDetails } from './reveal-shipping-details';
import { RunClaimDeadlines } from './run-claim-deadlines';
import { SelectWinner } from './select-winner';

/**
 * What the edge calls of winners by name (`ctx.useCases.<name>`). Each class declares what it needs
 * (`@inject`); the container builds it once (adapters/wiring/).
 */
export const winnersUseCases = {
  selectWinner: SelectWinner,
  drawWinner: DrawWinner,
  listWinners: ListWinners,
  deleteWinner: DeleteWinner,
  getPrizeClaim: GetPrizeClaim,
  listMyPrizeClaims: ListMyPrizeClaims,
  getPrizeClaimTerms: GetPrizeClaimTerms,
  answerPrizeClaim: AnswerPrizeClaim,
  changeClaimStatus: ChangeClaimStatus,
  listPrizeClaims: ListPrizeClaims,
  exportTaxYear: ExportTaxYear,
  exportPrizeClaims: ExportPrizeClaims,
  revealShippingDetails: RevealShippingDetails,
  runClaimDeadlines: RunClaimDeadlines,
  listPublicWinners: ListPublicWinners,
};
