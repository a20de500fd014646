import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../adapters/http/routers/app';
import type { TrpcUtils } from './trpc';

type Config = inferRouterOutputs<AppRouter>['config'];

/**
 * The settings a page rendered on the server shows that are known only when it is served (the demo
 * notice follows the sponsor, the sign-up form the allowed e-mail domains, the contact details): sent
 * in the page as data, so the browser starts from the same answers the server rendered with.
 */
export interface RunTimeValues {
  sponsor: Config['sponsor'];
  contact: Config['contact'];
  signUp: Config['signUp'];
}

/** The id of the page's `<script type="application/json">` holding them (data, never run). */
const RUN_TIME_VALUES_ID = 'run-time-values';

/** Puts the values in the query cache, as if the server had just answered each query. */
export function seedRunTimeValues(trpc: TrpcUtils, values: RunTimeValues): void {
  trpc.config.sponsor.setData(undefined, values.sponsor);
  trpc.config.contact.setData(undefined, values.contact);
  trpc.config.signUp.setData(undefined, values.signUp);
}

/** The values the served page carries; null on a page the server did not render. */
export function readRunTimeValues(): RunTimeValues | null {
  const text = document.getElementById(RUN_TIME_VALUES_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as RunTimeValues;
  } catch {
    return null;
  }
}
