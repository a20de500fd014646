import { verifyFromSite } from './verify-fairness';

/** Entry point of `npm run verify -- <site-url> <gameId>`. */
process.exitCode = await verifyFromSite(process.argv.slice(2), {
  fetch,
  out: (text) => process.stdout.write(`${text}\n`),
});
