// `node --import tsx tests/bench/lighthouse-cli.ts <base url> <path>...`: the bench's Lighthouse step alone.
import { runLighthouse } from './lighthouse';
import { untilMachineAtRest } from './machine-at-rest';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
// LIGHTHOUSE_REPORT_DIR=<dir>: each run's full Lighthouse report is written there as JSON too.
// LIGHTHOUSE_RUNS=<n>: runs a page, the median kept (3 unless told).
const outcome = await runLighthouse(baseUrl, paths.length > 0 ? paths : ['/', '/games', '/how-to-play'], {
  reportDir: process.env.LIGHTHOUSE_REPORT_DIR,
  runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  before: await untilMachineAtRest(),
});
console.log(JSON.stringify(outcome, null, 2));
