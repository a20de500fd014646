import { type RefObject, useEffect } from 'react';

/**
 * Keeps the selected tab of a horizontally scrolling tab list (a phone's) in view, centred when it can
 * be: a dashboard opened at `?tab=system` must show System selected, not the start of the list. The
 * tabs are rendered after the list itself, so the list is watched until (and whenever) a tab becomes
 * the selected one, and resized. Only the list scrolls (never the page), smoothly unless reduced motion is preferred.
 */
export function useSelectedTabInView(list: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let shown: Element | null = null;
    const reveal = () => {
      const tab = element.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab || tab === shown || element.scrollWidth <= element.clientWidth) return;
      shown = tab;
      const left = tab.offsetLeft - (element.clientWidth - tab.offsetWidth) / 2;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollTo({ left: Math.max(0, left), behavior: reduced ? 'auto' : 'smooth' });
    };
    reveal();
    const selection = new MutationObserver(reveal);
    selection.observe(element, { subtree: true, childList: true, attributeFilter: ['aria-selected'] });
    // A list that starts to overflow later (a narrower window, late fonts) is scrolled then.
    const size = new ResizeObserver(() => {
      shown = null;
      reveal();
    });
    size.observe(element);
    return () => {
      selection.disconnect();
      size.disconnect();
    };
  }, [list]);
}
