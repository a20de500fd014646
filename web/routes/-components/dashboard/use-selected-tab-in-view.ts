import { type RefObject, useLayoutEffect } from 'react';

/**
 * Scrolls a horizontally scrolling tab list (a phone's) so its selected tab is in view, centred when it
 * can be: a dashboard opened at `?tab=system` must show System selected, not Overview's end of the list.
 * Only the list scrolls (never the page), smoothly unless the player prefers reduced motion.
 */
export function useSelectedTabInView(list: RefObject<HTMLElement | null>, selected: string): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again whenever the selection changes
  useLayoutEffect(() => {
    const element = list.current;
    const tab = element?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!element || !tab || element.scrollWidth <= element.clientWidth) return;
    const left = tab.offsetLeft - (element.clientWidth - tab.offsetWidth) / 2;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ left: Math.max(0, left), behavior: reduced ? 'auto' : 'smooth' });
  }, [list, selected]);
}
