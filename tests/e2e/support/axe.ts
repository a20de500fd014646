import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { settled } from './focus-and-motion';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on what the page shows now (an open dialog included: the page behind it is inert and
 * hidden from assistive technology) and throws when it finds a serious or critical violation, naming
 * each rule and the selectors of the nodes that break it. Evaluated through the DevTools protocol, so
 * the server's Content-Security-Policy does not stand in the way.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations: Violation[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')} [${n.any[0]?.message ?? n.failureSummary ?? ''}]`),
      }));
  });
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  ${v.id} (${v.impact}: ${v.help}) on ${v.targets.join(', ')}`);
  throw new Error(`${where}: ${violations.length} serious or critical axe violation(s)\n${lines.join('\n')}`);
}
