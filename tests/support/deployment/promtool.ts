import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PROMTOOL_PATH = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';

/**
 * Whether the alert rules can be checked. Without promtool (Debian's prometheus package) the check
 * is skipped with a loud warning, unless E2E=required (CI), where a missing promtool fails the run.
 */
export function promtoolAvailable(): boolean {
  if (existsSync(PROMTOOL_PATH)) return true;
  const message = `${PROMTOOL_PATH} not found: the alert rules cannot be checked (apt-get install prometheus)`;
  if (process.env.E2E === 'required') throw new Error(`${message}; E2E=required`);
  console.warn(`\n!!! ${message}. SKIPPING THE ALERT RULES' CHECK. !!!\n`);
  return false;
}

/** Runs promtool with `args` in `cwd`: its exit status and what it printed. */
export function promtool(args: string[], cwd: string): { status: number | null; output: string } {
  const run = spawnSync(PROMTOOL_PATH, args, { cwd, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}
