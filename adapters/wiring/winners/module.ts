import { ContainerModule, type Newable } from 'inversify';
import { AnswerPrizeClaim } from '../../../application/winners/answer-prize-claim';
import { ChangeClaimStatus } from '../../../application/winners/change-claim-status';
import { DeleteWinner } from '../../../application/winners/delete-winner';
import { DrawWinner } from '../../../application/winners/draw-winner';
import { ExportTaxYear } from '../../../application/winners/export-tax-year';
import { GetPrizeClaim } from '../../../application/winners/get-prize-claim';
import { GetPrizeClaimTerms } from '../../../application/winners/get-prize-claim-terms';
import { ListMyPrizeClaims } from '../../../application/winners/list-my-prize-claims';
import { ListPrizeClaims } from '../../../application/winners/list-prize-claims';
import { ListPublicWinners } from '../../../application/winners/list-public-winners';
import { ListWinners } from '../../../application/winners/list-winners';
import { Redraw } from '../../../application/winners/redraw';
import { RunClaimDeadlines } from '../../../application/winners/run-claim-deadlines';
import { SelectWinner } from '../../../application/winners/select-winner';
import { CachedListPublicWinners } from '../../cache/cached-public-winners';
import { AesTaxIdCipher } from '../../security/aes-tax-id-cipher';
import { GAMES_TOKENS } from '../games/tokens';
import { injected, SHARED_TOKENS, store } from '../shared/tokens';
import { WINNERS_TOKENS } from './tokens';

const { clock, logger, unitOfWork: uow, settings } = SHARED_TOKENS;
const { taxIdCipher: cipher } = WINNERS_TOKENS;
const claims = store('prizeClaims');
const classes = {
  selectWinner: injected(SelectWinner, uow, clock, settings),
  drawWinner: injected(DrawWinner, uow, clock, settings),
  listWinners: injected(ListWinners, store('winners'), store('instantPrizes'), store('entries')),
  deleteWinner: injected(DeleteWinner, uow, clock),
  getPrizeClaim: injected(GetPrizeClaim, claims, clock),
  listMyPrizeClaims: injected(ListMyPrizeClaims, claims, clock),
  getPrizeClaimTerms: injected(GetPrizeClaimTerms, settings),
  answerPrizeClaim: injected(AnswerPrizeClaim, uow, cipher, Redraw, clock),
  changeClaimStatus: injected(ChangeClaimStatus, uow, Redraw, clock),
  listPrizeClaims: injected(ListPrizeClaims, claims, clock),
  exportTaxYear: injected(ExportTaxYear, uow, cipher, clock),
  runClaimDeadlines: injected(RunClaimDeadlines, uow, Redraw, clock),
};
const internal = [injected(Redraw, settings, DrawWinner, logger)];

export const winnersUseCases = { ...classes, listPublicWinners: ListPublicWinners };

/** Winners: drawn or selected, listed, deleted; their prize claims and tax export; the public list. */
export const winnersModule = (dataKey: Buffer) =>
  new ContainerModule(({ bind }) => {
    for (const useCase of [...Object.values(classes), ...internal] as Newable[]) bind(useCase).toSelf();
    bind(cipher).toConstantValue(new AesTaxIdCipher(dataKey));
    // Cached like the other shared reads (adapters/cache/): the games' caches drop it on each change.
    bind(ListPublicWinners).toResolvedValue(
      (list, caches) => new CachedListPublicWinners(list, caches),
      [store('winnersList'), GAMES_TOKENS.readCaches],
    );
  });
