import { noTermsText } from '../../domain/terms/terms-answer';
import type { TermsReport } from '../../domain/terms/verify-terms';

/**
 * The terms' check as the command line prints it (docs/rules/fairness.md, Terms): one line per
 * version, checked or FAILED with its problems, or the note of a game opened before terms existed.
 */
export function termsLines(report: TermsReport, recordedSince: string): string[] {
  if (report.verdict === 'none') return [`Terms: ${noTermsText(recordedSince)}`];
  const lines = report.versions.flatMap((check) => {
    const line = `Terms version ${check.version} (SHA-256 ${check.computedHash ?? 'none'}): ${check.status === 'checked' ? 'matches the log' : 'FAILED'}`;
    return [line, ...check.problems.map((problem) => `    ${problem}`)];
  });
  return [...lines, ...report.problems.map((problem) => `Terms: FAILED: ${problem}`)];
}
