import type { Locator, Page } from 'playwright-core';

/**
 * Waits until every finite animation running on the page (a dialog fading in, a spin) has finished;
 * endless ones (spinners) are left to run.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Moves the keyboard focus with Tab until `target` has it, the way a keyboard user reaches a control,
 * and throws when it is not reached within `maxTabs` presses.
 */
export async function tabTo(page: Page, target: Locator, maxTabs = 40): Promise<void> {
  for (let tabs = 0; tabs < maxTabs; tabs += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isFocused(target))) throw new Error(`${target} not reached with ${maxTabs} Tab presses`);
}

/** The focus ring of the focused control: its outline, which must be drawn and not transparent. */
export async function focusOutline(
  target: Locator,
): Promise<{ style: string; width: number; colour: string }> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      colour: style.outlineColor,
    };
  });
}

/** Animations that are running now with a finite duration (spins, fades), endless spinners left out. */
export async function runningMotion(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY,
      )
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${animation.constructor.name} on ${target?.tagName.toLowerCase()}.${target?.getAttribute('class')}`;
      }),
  );
}
