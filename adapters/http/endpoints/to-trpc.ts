import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z } from 'zod';
import { adminProcedure, openWriteProcedure, playerProcedure, publicProcedure } from '../trpc';
import { type AnyEndpoint, type Endpoint, type EndpointTree, isEndpoint, runEndpoint } from './endpoint';

// biome-ignore lint/suspicious/noConfusingVoidType: tRPC types a procedure without input as void.
type InputOf<I> = I extends z.ZodType ? z.input<I> : void;
type OutputOf<O, R> = O extends z.ZodType ? z.output<O> : Awaited<R>;

/** The procedure an endpoint becomes, typed as tRPC's own builder would type it. */
type ProcedureOf<E> =
  E extends Endpoint<infer T, infer _A, infer I, infer O, infer R>
    ? T extends 'query'
      ? TRPCQueryProcedure<{ input: InputOf<I>; output: OutputOf<O, R>; meta: object }>
      : TRPCMutationProcedure<{ input: InputOf<I>; output: OutputOf<O, R>; meta: object }>
    : never;

/** A tree of endpoints as tRPC procedures, REST-only endpoints left out. */
export type ProceduresOf<T extends EndpointTree> = {
  [K in keyof T as T[K] extends { trpc: false } ? never : K]: T[K] extends AnyEndpoint
    ? ProcedureOf<T[K]>
    : T[K] extends EndpointTree
      ? ProceduresOf<T[K]>
      : never;
};

function baseOf(endpoint: AnyEndpoint) {
  if (endpoint.access === 'admin') return adminProcedure;
  if (endpoint.access === 'player') return playerProcedure;
  return endpoint.openWrite ? openWriteProcedure : publicProcedure;
}

/** One endpoint as a procedure: its access's base, its input and output schemas, its `run`. */
function procedureOf(endpoint: AnyEndpoint) {
  // biome-ignore lint/suspicious/noExplicitAny: the schemas vary per endpoint; the tree's type states them.
  let procedure: any = baseOf(endpoint);
  if (endpoint.input) procedure = procedure.input(endpoint.input);
  if (endpoint.output) procedure = procedure.output(endpoint.output);
  const resolve = ({ ctx, input }: { ctx: never; input: never }) => runEndpoint(endpoint, ctx, input);
  return endpoint.type === 'query' ? procedure.query(resolve) : procedure.mutation(resolve);
}

/** The tRPC procedures of a tree of endpoints, nested as the tree is (tRPC routers take nested records). */
export function proceduresOf<T extends EndpointTree>(tree: T): ProceduresOf<T> {
  const entries = Object.entries(tree)
    .filter(([, node]) => !(isEndpoint(node) && node.trpc === false))
    .map(([key, node]) => [key, isEndpoint(node) ? procedureOf(node) : proceduresOf(node)]);
  return Object.fromEntries(entries) as ProceduresOf<T>;
}
