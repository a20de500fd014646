import { runDrill } from './drill/run-drill';

/** Entry point of `npm run db:drill`: exit 0 when the restore brought back exactly the instant's state. */
const started = Date.now();
const say = (line: string) =>
  process.stdout.write(`${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line}\n`);
try {
  const report = await runDrill(say);
  for (const line of report.lines) say(line);
  say(report.ok ? 'Restore drill passed.' : 'Restore drill FAILED: the restore differs from the instant.');
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  say(`Restore drill could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
