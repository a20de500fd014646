import type { QueryClient } from '@tanstack/react-query';
import type { TrpcUtils } from './trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: TrpcUtils;
}
