import type { z } from 'zod';
import type { Authenticated } from '../../../application/accounts/authenticate';
import type { AdminIdentity } from '../env';
import type { Context } from '../trpc';

/**
 * Who may call an endpoint: anyone, a signed-in player (401 without), or the signed-in administrator
 * (401 without; a player's session is no administrator session).
 */
export type Access = 'public' | 'player' | 'admin';

/** What an endpoint's `run` receives: the request's context, with the session its access requires. */
export type Call<A extends Access> = Context &
  (A extends 'player' ? { session: Authenticated } : A extends 'admin' ? { admin: AdminIdentity } : unknown);

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AnyObject = z.ZodObject<z.ZodRawShape>;

/** The REST face of an endpoint: method, path (OpenAPI style, `/api/games/{id}`) and status. */
export interface RestRoute {
  method: Method;
  path: string;
  /** The success status, or one chosen from the answer (a pending payment answers 202). */
  status?: number | ((output: never) => number);
  /** The path's parameters; default `{ id }`, a positive whole number given as text. */
  params?: AnyObject;
  /**
   * The JSON body (the query string for GET), when it is not the input without the path's
   * parameters; `false`: the route reads none.
   */
  body?: z.ZodType | false;
  /** Builds the use case's input from the parsed parameters and body; default `{ ...body, ...params }`. */
  input?: (params: Record<string, unknown>, body: unknown) => unknown;
  /** A refused attempt (TOO_MANY_ATTEMPTS) tells the client when to retry. */
  retryAfterSeconds?: number;
}

/** `rest: false` marks a tRPC-only endpoint; `restOnly(...)` a REST-only one. */
export interface EndpointSpec<
  A extends Access,
  I extends z.ZodType | undefined,
  O extends z.ZodType | undefined,
  R,
> {
  /** One line for the OpenAPI document. */
  summary: string;
  access: A;
  /** A write anyone may make: it counts against the client address's allowance (429 past it). */
  openWrite?: boolean;
  input?: I;
  output?: O;
  rest: RestRoute | false;
  run: (call: Call<A>, input: I extends z.ZodType ? z.output<I> : undefined) => Promise<R> | R;
  /**
   * A read of one game's data: the game it reads. The call marks its signed-in caller as that game's
   * viewer ('Live Players', middleware/presence.ts) before it reads, over REST and tRPC alike.
   */
  viewsGame?: (input: I extends z.ZodType ? z.output<I> : undefined) => number;
}

/** An endpoint as declared: its tRPC procedure type and its spec. */
export interface Endpoint<
  T extends 'query' | 'mutation' = 'query' | 'mutation',
  A extends Access = Access,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType | undefined = z.ZodType | undefined,
  R = unknown,
> extends EndpointSpec<A, I, O, R> {
  type: T;
  /** Set by `restOnly`: no tRPC procedure. */
  trpc?: false;
}

// biome-ignore lint/suspicious/noExplicitAny: the list of every endpoint holds each one's own types.
export type AnyEndpoint = Endpoint<'query' | 'mutation', Access, any, any, any>;

/**
 * Runs an endpoint's `run`; a game read first records its caller as the game's viewer, so the
 * figures it answers count them ('Live Players' 1, not 0, for a player alone on the page).
 */
export async function runEndpoint(endpoint: AnyEndpoint, call: Context, input: unknown): Promise<unknown> {
  if (endpoint.viewsGame) await call.viewing([endpoint.viewsGame(input)]);
  return endpoint.run(call, input);
}

/** A read: a tRPC query, and REST GET when it has a REST face. */
export function query<
  A extends Access,
  R,
  I extends z.ZodType | undefined = undefined,
  O extends z.ZodType | undefined = undefined,
>(spec: EndpointSpec<A, I, O, R>): Endpoint<'query', A, I, O, R> {
  return { ...spec, type: 'query' };
}

/** A change: a tRPC mutation, and a REST POST, PUT, PATCH or DELETE when it has a REST face. */
export function mutation<
  A extends Access,
  R,
  I extends z.ZodType | undefined = undefined,
  O extends z.ZodType | undefined = undefined,
>(spec: EndpointSpec<A, I, O, R>): Endpoint<'mutation', A, I, O, R> {
  return { ...spec, type: 'mutation' };
}

/** An endpoint served over REST only (its tRPC twin differs in access or shape). */
export const restOnly = <E extends AnyEndpoint>(endpoint: E): E & { trpc: false } => ({
  ...endpoint,
  trpc: false,
});

/** A tree of endpoints: its keys are the tRPC path (`admin.games.list`). */
export interface EndpointTree {
  [key: string]: AnyEndpoint | EndpointTree;
}

export const isEndpoint = (node: AnyEndpoint | EndpointTree): node is AnyEndpoint =>
  typeof (node as AnyEndpoint).run === 'function';

/** Every endpoint of a tree with its tRPC name. */
export function flatten(tree: EndpointTree, prefix = ''): { name: string; endpoint: AnyEndpoint }[] {
  return Object.entries(tree).flatMap(([key, node]) =>
    isEndpoint(node) ? [{ name: `${prefix}${key}`, endpoint: node }] : flatten(node, `${prefix}${key}.`),
  );
}

/** `/api/games/{id}` as Hono writes it: `/api/games/:id`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
