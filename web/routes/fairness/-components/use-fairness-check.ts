import { useQuery } from '@tanstack/react-query';
import { type FairnessAnswer, parseFairnessAnswer } from '../../../../domain/fairness/fairness-answer';
import { type FairnessReport, verifyFairness } from '../../../../domain/fairness/verify-fairness';
import {
  parseTermsAnswer,
  TERMS_RECORDED_SINCE,
  type TermsAnswer,
} from '../../../../domain/terms/terms-answer';
import { verifyTerms } from '../../../../domain/terms/verify-terms';
import type { TermsCheck } from './terms-check';
import { type CrossCheck, crossCheckWithWebCrypto } from './web-crypto-cross-check';

export type FairnessCheck = {
  answer: FairnessAnswer;
  report: FairnessReport;
  crossCheck: CrossCheck;
  terms: TermsCheck;
};

/** Why the page has no report: the game is unknown, the site failed, or its answer is not one. */
export class FairnessLoadError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-found' | 'unavailable' | 'malformed',
  ) {
    super(message);
  }
}

/** Fetches a game's fairness answer and re-derives it all in the browser (the live draw's check too). */
export async function loadAndCheck(gameId: number): Promise<FairnessCheck> {
  const response = await fetch(`/api/games/${gameId}/fairness`, { headers: { accept: 'application/json' } });
  if (response.status === 404) throw new FairnessLoadError('Game not found.', 'not-found');
  if (!response.ok) throw new FairnessLoadError(`The server answered ${response.status}.`, 'unavailable');
  const parsed = parseFairnessAnswer(await response.json().catch(() => null));
  if (!parsed.ok)
    throw new FairnessLoadError(`The answer is not a fairness answer: ${parsed.error}.`, 'malformed');
  if (parsed.value.gameId !== gameId)
    throw new FairnessLoadError(
      `The answer is for game ${parsed.value.gameId}, not game ${gameId}.`,
      'malformed',
    );
  const report = verifyFairness(parsed.value);
  const terms = await loadTerms(gameId, report);
  return {
    answer: parsed.value,
    report,
    crossCheck: await crossCheckWithWebCrypto(parsed.value, report),
    terms,
  };
}

/**
 * The game's terms checked against its log (docs/rules/fairness.md, Terms); a site without the terms
 * route (404) publishes none, which only a log holding terms entries fails.
 */
async function loadTerms(gameId: number, report: FairnessReport): Promise<TermsCheck> {
  const response = await fetch(`/api/games/${gameId}/terms`, { headers: { accept: 'application/json' } });
  let answer: TermsAnswer = { gameId, recordedSince: TERMS_RECORDED_SINCE, versions: [] };
  if (response.ok) {
    const parsed = parseTermsAnswer(await response.json().catch(() => null));
    if (!parsed.ok) throw new FairnessLoadError(`The terms answer is not one: ${parsed.error}.`, 'malformed');
    answer = parsed.value;
  } else if (response.status !== 404)
    throw new FairnessLoadError(`The server answered ${response.status}.`, 'unavailable');
  const entries = report.entries.map((check) => check.entry);
  return { report: verifyTerms(entries, answer.versions), recordedSince: answer.recordedSince };
}

/** Fetches a game's fairness answer (plain REST, no server types) and re-derives it all in the browser. */
export function useFairnessCheck(gameId: number) {
  return useQuery({
    queryKey: ['fairness', gameId],
    queryFn: () => loadAndCheck(gameId),
    retry: (count, error) =>
      !(error instanceof FairnessLoadError && error.kind !== 'unavailable') && count < 2,
  });
}
