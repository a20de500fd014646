// `node --import tsx tests/bench/lighthouse-cli.ts <base url> <path>...`: the bench's Lighthouse step alone.
import { runLighthouse } from './lighthouse';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
// LIGHTHOUSE_REPORT_DIR=<dir>: each page's full Lighthouse report is written there as JSON too.
const outcome = await runLighthouse(baseUrl, paths.length > 0 ? paths : ['/', '/games', '/how-to-play'], {
  reportDir: process.env.LIGHTHOUSE_REPORT_DIR,
});
console.log(JSON.stringify(outcome, null, 2));
