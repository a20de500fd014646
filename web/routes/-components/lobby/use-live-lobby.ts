import { useState } from 'react';
import { useStreamUp } from '../../../lib/live-stream';
import { trpc } from '../../../lib/trpc';

/**
 * The lobby's live stream (`games.lobbyLive`): each event replaces the cached `games.list`, so the
 * cards update as games change. True while it is up; the lobby polls while it is not.
 */
export function useLiveLobby(): boolean {
  const utils = trpc.useUtils();
  const [received, setReceived] = useState(false);
  const subscription = trpc.games.lobbyLive.useSubscription(undefined, {
    onData: (games) => {
      utils.games.list.setData(undefined, games);
      setReceived(true);
    },
  });
  return useStreamUp(subscription, received);
}
