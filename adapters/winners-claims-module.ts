import { type Container, ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { AnswerPrizeClaim } from '../application/winners/answer-prize-claim';
import { ChangeClaimStatus } from '../application/winners/change-claim-status';
import { DrawWinner } from '../application/winners/draw-winner';
import { ExportTaxYear } from '../application/winners/export-tax-year';
import { GetPrizeClaim } from '../application/winners/get-prize-claim';
import { ListPrizeClaims } from '../application/winners/list-prize-claims';
import { ListPublicWinners } from '../application/winners/list-public-winners';
import type { TaxIdCipher } from '../application/winners/ports/tax-id-cipher';
import { Redraw } from '../application/winners/redraw';
import { RunClaimDeadlines } from '../application/winners/run-claim-deadlines';
import { AesTaxIdCipher } from './security/aes-tax-id-cipher';
import { TOKENS } from './tokens';

const token = <T>(name: string) => Symbol(name) as ServiceIdentifier<T>;

export const WINNER_CLAIMS_TOKENS = {
  taxIdCipher: token<TaxIdCipher>('TaxIdCipher'),
} as const;

/**
 * The winners' claims (the claim page, the claim window's reminders and forfeits, the operator's
 * side, the tax export) and the public winners list. The TIN cipher's key is derived from DATA_KEY.
 */
export const winnerClaimsModule = (dataKey: Buffer) =>
  new ContainerModule(({ bind }) => {
    const repos = (ctx: ResolutionContext) => ctx.get(TOKENS.repositories);
    const uow = (ctx: ResolutionContext) => ctx.get(TOKENS.unitOfWork);
    const cipher = (ctx: ResolutionContext) => ctx.get(WINNER_CLAIMS_TOKENS.taxIdCipher);
    bind(WINNER_CLAIMS_TOKENS.taxIdCipher).toConstantValue(new AesTaxIdCipher(dataKey));
    bind(Redraw).toDynamicValue(
      (ctx) => new Redraw(ctx.get(TOKENS.settings), ctx.get(DrawWinner), ctx.get(TOKENS.logger)),
    );
    bind(ListPublicWinners).toDynamicValue((ctx) => new ListPublicWinners(repos(ctx).winnersList));
    bind(GetPrizeClaim).toDynamicValue((ctx) => new GetPrizeClaim(repos(ctx).prizeClaims));
    bind(AnswerPrizeClaim).toDynamicValue(
      (ctx) => new AnswerPrizeClaim(uow(ctx), cipher(ctx), ctx.get(Redraw), ctx.get(TOKENS.clock)),
    );
    bind(ChangeClaimStatus).toDynamicValue(
      (ctx) => new ChangeClaimStatus(uow(ctx), ctx.get(Redraw), ctx.get(TOKENS.clock)),
    );
    bind(ListPrizeClaims).toDynamicValue((ctx) => new ListPrizeClaims(repos(ctx).prizeClaims));
    bind(ExportTaxYear).toDynamicValue(
      (ctx) => new ExportTaxYear(uow(ctx), cipher(ctx), ctx.get(TOKENS.clock)),
    );
    bind(RunClaimDeadlines).toDynamicValue(
      (ctx) => new RunClaimDeadlines(uow(ctx), ctx.get(Redraw), ctx.get(TOKENS.clock)),
    );
  });

export interface WinnerClaimUseCases {
  listPublicWinners: ListPublicWinners;
  getPrizeClaim: GetPrizeClaim;
  answerPrizeClaim: AnswerPrizeClaim;
  changeClaimStatus: ChangeClaimStatus;
  listPrizeClaims: ListPrizeClaims;
  exportTaxYear: ExportTaxYear;
  runClaimDeadlines: RunClaimDeadlines;
}

export function resolveWinnerClaimUseCases(container: Container): WinnerClaimUseCases {
  return {
    listPublicWinners: container.get(ListPublicWinners),
    getPrizeClaim: container.get(GetPrizeClaim),
    answerPrizeClaim: container.get(AnswerPrizeClaim),
    changeClaimStatus: container.get(ChangeClaimStatus),
    listPrizeClaims: container.get(ListPrizeClaims),
    exportTaxYear: container.get(ExportTaxYear),
    runClaimDeadlines: container.get(RunClaimDeadlines),
  };
}
