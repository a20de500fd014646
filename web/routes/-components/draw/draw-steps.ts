import { drawMessage } from '../../../../domain/fairness/messages';
import type { FairnessCheck } from '../../fairness/-components/use-fairness-check';
import type { DrawEventOut } from './draw-event';

/** One step of 'Check this draw': what the browser re-derived, and whether it holds. */
export interface DrawStep {
  id: string;
  ok: boolean;
  text: string;
}

/**
 * The live draw checked against the game's fairness answer, re-derived in this browser by the
 * verifier of domain/fairness (docs/rules/fairness.md, The live draw): the seed, the log's links and
 * head, the draw's message and its pick. The event the page was shown is held to what the log proves.
 */
export function drawSteps(event: DrawEventOut, { answer, report }: FairnessCheck): DrawStep[] {
  const at = report.entries[event.position - 1];
  const before =
    event.position > 1 ? report.entries[event.position - 2]?.expectedHash : answer.serverSeedHash;
  const seedOk = report.seed.status === 'checked' && answer.serverSeed === event.serverSeed;
  const linked = report.entries.filter((e) => e.entry.hash === e.expectedHash).length;
  const steps: DrawStep[] = [
    {
      id: 'seed',
      ok: seedOk,
      text: seedOk
        ? 'The revealed server seed hashes to the commitment published when the game opened.'
        : `The server seed does not match: ${report.seed.problem ?? 'it is not the seed shown by the draw'}.`,
    },
    {
      id: 'links',
      ok: linked === report.entries.length,
      text: `${linked} of ${report.entries.length} log entries link to the one before them.`,
    },
    {
      id: 'head',
      ok: report.head.status === 'checked',
      text:
        report.head.status === 'checked'
          ? 'The log head is the last hash of the log.'
          : `The log head does not match: ${report.head.problem}.`,
    },
  ];
  if (event.kind === 'set-aside') {
    const ok = at?.entry.type === 'setaside' && at.entry.number === event.number && at.status !== 'failed';
    steps.push({
      id: 'set-aside',
      ok,
      text: ok
        ? `Entry ${event.position} of the log sets number ${event.number} aside: ${event.reason}.`
        : `Entry ${event.position} of the log is not this set-aside.`,
    });
    return steps;
  }
  const message = before ? drawMessage(event.gameId, before) : null;
  steps.push({
    id: 'message',
    ok: message !== null && message === event.message,
    text:
      message === event.message
        ? `The draw's message is built from the log head before it: ${message}`
        : `The draw's message should be ${message ?? 'unknown'}, not ${event.message}.`,
  });
  const picked = at?.entry.type === 'draw' && at.status === 'checked' && at.derivedNumber === event.number;
  steps.push({
    id: 'pick',
    ok: picked,
    text: picked
      ? `Re-derived from the seed and the message: number ${event.number} among ${at?.candidateCount} entries.`
      : `The pick does not re-derive to number ${event.number}${at?.problems.length ? `: ${at.problems.join('; ')}` : ''}.`,
  });
  return steps;
}
