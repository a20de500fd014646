import { VerifyFairnessAnswer } from '../../application/fairness/verify-fairness-answer';
import { reportText } from './fairness-report-text';

export const USAGE = 'Usage: npm run verify -- <site-url> <gameId> [--client-seed <your client seed>]';

/** Exit codes: 0 verified, 1 a check failed, 2 nothing failed but the seed is not revealed yet, 64 bad usage. */
export const EXIT = { verified: 0, failed: 1, 'awaiting-seed': 2, usage: 64 } as const;

type Io = { fetch: typeof fetch; out: (text: string) => void };

/**
 * `npm run verify -- <site-url> <gameId> [--client-seed <seed>]`: fetches the game's fairness answer
 * from the site and replays it with the domain's pure scheme, printing each entry checked or failed;
 * with a player's own client seed, also which entries are theirs (worked out here, never sent).
 */
export async function verifyFromSite(args: readonly string[], io: Io): Promise<number> {
  const [site, id, option, clientSeed, ...rest] = args;
  const gameId = Number(id);
  const seedGiven = option === undefined || (option === '--client-seed' && clientSeed !== undefined);
  if (
    !site ||
    !URL.canParse(site) ||
    !Number.isSafeInteger(gameId) ||
    gameId < 1 ||
    !seedGiven ||
    rest.length
  ) {
    io.out(USAGE);
    return EXIT.usage;
  }
  const url = new URL(`/api/games/${gameId}/fairness`, site);
  let json: unknown;
  try {
    const response = await io.fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) {
      io.out(`${url} answered ${response.status}.`);
      return EXIT.failed;
    }
    json = await response.json();
  } catch (error) {
    io.out(`Could not read ${url}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT.failed;
  }
  const report = new VerifyFairnessAnswer().execute(json, gameId);
  if (!report.ok) {
    io.out(report.error);
    return EXIT.failed;
  }
  io.out(reportText(report.value, clientSeed));
  return EXIT[report.value.verdict];
}
