import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a page the server rendered (and on the server), true otherwise. What the
 * server could not know when it rendered the page (the games on offer: the pages are rendered at start
 * and when a setting changes, not per request) waits for it, so the first render matches the server's
 * HTML. A mismatch makes React throw that HTML away and draw it afresh, up to the nearest Suspense
 * boundary: on `/games`, the landing's forms with whatever the visitor had typed. React renders once
 * more right after hydrating, with true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
