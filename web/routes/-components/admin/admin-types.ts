import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../../adapters/http/routers/app';
import { formatZonedDateTime } from '../../../lib/us-format';

type Outputs = inferRouterOutputs<AppRouter>['admin'];
type Inputs = inferRouterInputs<AppRouter>['admin'];

export type AdminGame = Outputs['games']['list'][number];
export type RefundProgressOut = Outputs['refunds']['list'][number]['progress'];
export type WinnerRecord = Outputs['winners']['list'][number];
export type SystemDatabase = Outputs['system']['status']['database'];
export type CreateGameBody = Inputs['games']['create'];

/** docs/rules/games.md, Status and life: 'Active' while the game is live, else 'Ended' (or when it opens). */
export function statusLabel(game: Pick<AdminGame, 'status' | 'isActive' | 'startTime'>): string {
  if (game.status === 'scheduled') return `Scheduled ${formatZonedDateTime(game.startTime)}`;
  if (game.status === 'cancelled') return 'Cancelled';
  return game.isActive ? 'Active' : 'Ended';
}
