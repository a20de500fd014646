import type { Locator } from 'playwright-core';

/** Whether the tab is wholly inside its tab list's visible box (a phone's list scrolls sideways). */
export function shownInTabList(tab: Locator): Promise<boolean> {
  return tab.evaluate((element) => {
    const list = element.closest('[role="tablist"]');
    if (!list) return false;
    const [inner, outer] = [element.getBoundingClientRect(), list.getBoundingClientRect()];
    return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
  });
}
