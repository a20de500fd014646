import { trpc } from '../../../lib/trpc';

/** docs/rules/player-pages.md, Keeping figures fresh: the history lists poll every 10 s; stats (and achievements) go stale after 30 s. */
const HISTORY_POLL_MS = 10_000;
const STATS_STALE_MS = 30_000;

/** The player's transactions as /transactions and the dashboard tab read them (always stale, refetched on focus). */
export function useTransactions() {
  return trpc.account.transactions.useQuery(undefined, {
    refetchInterval: HISTORY_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** The nine achievements with their summary, as /achievements and the dashboard tab read them. */
export function useAchievements() {
  return trpc.account.achievements.useQuery(undefined, {
    refetchInterval: HISTORY_POLL_MS,
    staleTime: STATS_STALE_MS,
  });
}
