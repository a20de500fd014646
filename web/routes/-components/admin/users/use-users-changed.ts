import { trpc } from '../../../../lib/trpc';

/** After an administrator's change: the directory, the open profile and the activity feed (which records it). */
export function useUsersChanged(): () => void {
  const utils = trpc.useUtils();
  return () => {
    void utils.admin.users.invalidate();
    void utils.admin.activity.invalidate();
  };
}
