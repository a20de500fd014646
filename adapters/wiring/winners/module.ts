import { type Container, ContainerModule, type ResolutionContext } from 'inversify';
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
import { SETTINGS_TOKENS } from '../settings/tokens';
import { SHARED_TOKENS } from '../shared/tokens';
import { WINNERS_TOKENS } from './tokens';

/**
 * Winners: drawn or selected by the back office, listed, deleted; their prize claims (the claim page,
 * the claim window's reminders and forfeits, the operator's side, the tax export) and the public
 * winners list. The TIN cipher's key is derived from DATA_KEY.
 */
export const winnersModule = (dataKey: Buffer) =>
  new ContainerModule(({ bind }) => {
    const uow = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.unitOfWork);
    const repos = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.repositories);
    const clock = (ctx: ResolutionContext) => ctx.get(SHARED_TOKENS.clock);
    const settings = (ctx: ResolutionContext) => ctx.get(SETTINGS_TOKENS.settings);
    const cipher = (ctx: ResolutionContext) => ctx.get(WINNERS_TOKENS.taxIdCipher);
    bind(SelectWinner).toDynamicValue((ctx) => new SelectWinner(uow(ctx), clock(ctx), settings(ctx)));
    bind(DrawWinner).toDynamicValue((ctx) => new DrawWinner(uow(ctx), clock(ctx), settings(ctx)));
    bind(ListWinners).toDynamicValue(
      (ctx) => new ListWinners(repos(ctx).winners, repos(ctx).instantPrizes, repos(ctx).entries),
    );
    bind(DeleteWinner).toDynamicValue((ctx) => new DeleteWinner(uow(ctx), clock(ctx)));

    bind(WINNERS_TOKENS.taxIdCipher).toConstantValue(new AesTaxIdCipher(dataKey));
    bind(Redraw).toDynamicValue(
      (ctx) => new Redraw(settings(ctx), ctx.get(DrawWinner), ctx.get(SHARED_TOKENS.logger)),
    );
    // Cached like the other shared reads (adapters/cache/): the games' caches drop it on each change.
    bind(ListPublicWinners).toDynamicValue(
      (ctx) => new CachedListPublicWinners(repos(ctx).winnersList, ctx.get(GAMES_TOKENS.readCaches)),
    );
    bind(GetPrizeClaimTerms).toDynamicValue((ctx) => new GetPrizeClaimTerms(settings(ctx)));
    bind(GetPrizeClaim).toDynamicValue((ctx) => new GetPrizeClaim(repos(ctx).prizeClaims));
    bind(ListMyPrizeClaims).toDynamicValue((ctx) => new ListMyPrizeClaims(repos(ctx).prizeClaims));
    bind(AnswerPrizeClaim).toDynamicValue(
      (ctx) => new AnswerPrizeClaim(uow(ctx), cipher(ctx), ctx.get(Redraw), clock(ctx)),
    );
    bind(ChangeClaimStatus).toDynamicValue(
      (ctx) => new ChangeClaimStatus(uow(ctx), ctx.get(Redraw), clock(ctx)),
    );
    bind(ListPrizeClaims).toDynamicValue((ctx) => new ListPrizeClaims(repos(ctx).prizeClaims));
    bind(ExportTaxYear).toDynamicValue((ctx) => new ExportTaxYear(uow(ctx), cipher(ctx), clock(ctx)));
    bind(RunClaimDeadlines).toDynamicValue(
      (ctx) => new RunClaimDeadlines(uow(ctx), ctx.get(Redraw), clock(ctx)),
    );
  });

/** The winners feature's slice of UseCases. */
export const winnersUseCases = (container: Container) => ({
  selectWinner: container.get(SelectWinner),
  drawWinner: container.get(DrawWinner),
  listWinners: container.get(ListWinners),
  deleteWinner: container.get(DeleteWinner),
  listPublicWinners: container.get(ListPublicWinners),
  getPrizeClaim: container.get(GetPrizeClaim),
  listMyPrizeClaims: container.get(ListMyPrizeClaims),
  getPrizeClaimTerms: container.get(GetPrizeClaimTerms),
  answerPrizeClaim: container.get(AnswerPrizeClaim),
  changeClaimStatus: container.get(ChangeClaimStatus),
  listPrizeClaims: container.get(ListPrizeClaims),
  exportTaxYear: container.get(ExportTaxYear),
  runClaimDeadlines: container.get(RunClaimDeadlines),
});

export type WinnersUseCases = ReturnType<typeof winnersUseCases>;
