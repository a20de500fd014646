import type { Page } from 'playwright-core';

/**
 * Runs in the page (everything it uses is inside it): what lies over the controls a player can use
 * now, as 'toast over "SPIN"' lines, at each animation frame while confetti falls (at most `frames`),
 * or once when none does. The controls are the buttons and the text of the open dialog (its result),
 * or the page's buttons when no dialog is open (a modal's overlay covers the rest). A toast or a
 * confetti piece covers one when their boxes intersect and it is painted above it (a higher stacking
 * order at the top level).
 */
function probe(frames: number): Promise<string[]> {
  function coveredNow(): string[] {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    /** The z-index of the element's outermost stacking ancestor: the order of its layer in the page. */
    const layer = (el: Element) => {
      let z = 0;
      for (let at: Element | null = el; at; at = at.parentElement) {
        const value = getComputedStyle(at).zIndex;
        if (value !== 'auto') z = Number(value);
      }
      return z;
    };
    const toasts = [...document.querySelectorAll('[data-toasts] [role="alertdialog"]')];
    const pieces = [...document.querySelectorAll('[data-confetti] > *')];
    const dialog = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].find(
      (el) => !el.closest('[data-toasts]') && shown(el),
    );
    const targets = [
      ...(dialog ?? document).querySelectorAll(
        dialog ? 'button, a, h1, h2, h3, p, [role="heading"]' : 'button, [role="button"]',
      ),
    ].filter((el) => shown(el) && !el.closest('[data-toasts]'));
    const found: string[] = [];
    for (const [kind, coverers] of [
      ['toast', toasts],
      ['confetti', pieces],
    ] as const) {
      for (const coverer of coverers.filter(shown)) {
        const over = coverer.getBoundingClientRect();
        for (const target of targets) {
          const box = target.getBoundingClientRect();
          const meets =
            over.left < box.right && box.left < over.right && over.top < box.bottom && box.top < over.bottom;
          const label = (target.textContent ?? '').trim().slice(0, 40);
          if (meets && layer(coverer) > layer(target)) found.push(`${kind} over "${label}"`);
        }
      }
    }
    return [...new Set(found)];
  }

  return new Promise((resolve) => {
    const found = new Set<string>();
    let frame = 0;
    const step = () => {
      for (const line of coveredNow()) found.add(line);
      frame += 1;
      if (frame >= frames || !document.querySelector('[data-confetti]')) resolve([...found]);
      else requestAnimationFrame(step);
    };
    step();
  });
}

/** What covers the controls a player can use now (nothing: an empty list). */
export function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(probe, 1);
}

/** What covers the open dialog's buttons and result text at any frame while the confetti falls. */
export function coveredWhileConfettiFalls(page: Page, frames = 600): Promise<string[]> {
  return page.evaluate(probe, frames);
}

/** What covers the page's buttons at any scroll position, from its top to its bottom. */
export async function coveredAsThePageScrolls(page: Page): Promise<string[]> {
  const found = new Set<string>();
  const [height, step] = await page.evaluate(() => [document.documentElement.scrollHeight, innerHeight / 4]);
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    for (const line of await coveredControls(page)) found.add(line);
  }
  return [...found];
}
