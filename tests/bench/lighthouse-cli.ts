// `node --import tsx tests/bench/lighthouse-cli.ts <base url> <path>...`: the bench's Lighthouse step alone.
import { runLighthouse } from './lighthouse';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const outcome = await runLighthouse(baseUrl, paths.length > 0 ? paths : ['/', '/games', '/how-to-play']);
console.log(JSON.stringify(outcome, null, 2));
