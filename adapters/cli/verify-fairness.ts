import { VerifyFairnessAnswer } from '../../application/fairness/verify-fairness-answer';
import type { FairnessReport } from '../../domain/fairness/verify-fairness';
import { parseTermsAnswer, TERMS_RECORDED_SINCE, type TermsAnswer } from '../../domain/terms/terms-answer';
import { verifyTerms } from '../../domain/terms/verify-terms';
import { reportText } from './fairness-report-text';
import { termsLines } from './terms-report-text';

export const USAGE = 'Usage: npm run verify -- <site-url> <gameId> [--client-seed <your client seed>]';

/** Exit codes: 0 verified, 1 a check failed, 2 nothing failed but the seed is not revealed yet, 64 bad usage. */
export const EXIT = { verified: 0, failed: 1, 'awaiting-seed': 2, usage: 64 } as const;

type Io = { fetch: typeof fetch; out: (text: string) => void };

/**
 * `npm run verify -- <site-url> <gameId> [--client-seed <seed>]`: fetches the game's fairness answer
 * from the site and replays it with the domain's pure scheme, printing each entry checked or failed,
 * then checks each version of its terms against the log;
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
  const read = await readJson(io, url);
  if (!read.ok) {
    io.out(read.problem);
    return EXIT.failed;
  }
  const report = new VerifyFairnessAnswer().execute(read.json, gameId);
  if (!report.ok) {
    io.out(report.error);
    return EXIT.failed;
  }
  const terms = await checkTerms(io, site, gameId, report.value);
  if (typeof terms === 'string') {
    io.out(terms);
    return EXIT.failed;
  }
  io.out(reportText(report.value, clientSeed, terms));
  return terms.failed ? EXIT.failed : EXIT[report.value.verdict];
}

type Read = { ok: true; json: unknown } | { ok: false; status: number | null; problem: string };

async function readJson(io: Io, url: URL): Promise<Read> {
  try {
    const response = await io.fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok)
      return { ok: false, status: response.status, problem: `${url} answered ${response.status}.` };
    return { ok: true, json: await response.json() };
  } catch (error) {
    const problem = `Could not read ${url}: ${error instanceof Error ? error.message : String(error)}`;
    return { ok: false, status: null, problem };
  }
}

/**
 * The game's terms checked against its log (docs/rules/fairness.md, Terms). A site without the terms
 * route (404) publishes no version: a log holding terms entries then fails, one without has none.
 */
async function checkTerms(
  io: Io,
  site: string,
  gameId: number,
  report: FairnessReport,
): Promise<{ lines: string[]; failed: boolean } | string> {
  const read = await readJson(io, new URL(`/api/games/${gameId}/terms`, site));
  let answer: TermsAnswer = { gameId, recordedSince: TERMS_RECORDED_SINCE, versions: [] };
  if (read.ok) {
    const parsed = parseTermsAnswer(read.json);
    if (!parsed.ok) return `The terms answer is not one: ${parsed.error}.`;
    answer = parsed.value;
  } else if (read.status !== 404) return read.problem;
  const checked = verifyTerms(
    report.entries.map((check) => check.entry),
    answer.versions,
  );
  return { lines: termsLines(checked, answer.recordedSince), failed: checked.verdict === 'failed' };
}
