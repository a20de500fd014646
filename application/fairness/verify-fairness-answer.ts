import { parseFairnessAnswer } from '../../domain/fairness/fairness-answer';
import { type FairnessReport, verifyFairness } from '../../domain/fairness/verify-fairness';
import { err, ok, type Result } from '../../domain/shared/result';

/**
 * Checks a game's published fairness answer (untrusted JSON, from any site) without trusting the
 * site: it needs no port, only the domain's pure scheme, so a verifier shares nothing else with the
 * server that wrote the answer.
 */
export class VerifyFairnessAnswer {
  execute(json: unknown, gameId: number): Result<FairnessReport, string> {
    const parsed = parseFairnessAnswer(json);
    if (!parsed.ok) return err(`The answer is not a fairness answer: ${parsed.error}.`);
    if (parsed.value.gameId !== gameId)
      return err(`The answer is for game ${parsed.value.gameId}, not game ${gameId}.`);
    return ok(verifyFairness(parsed.value));
  }
}
