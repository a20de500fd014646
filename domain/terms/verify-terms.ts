import type { LogEntry } from '../fairness/fairness-log';
import { readTermsDetail } from '../fairness/terms-entry';
import type { JsonValue } from './canonical-json';
import { termsHash } from './terms-document';

/** A published version of the terms, as read from untrusted JSON: its document is hashed as given. */
export type PublishedTerms = { version: number; hash: string; document: JsonValue };

type TermsVersionCheck = {
  version: number;
  status: 'checked' | 'failed';
  /** SHA-256 of the published document's canonical text. */
  computedHash: string | null;
  /** The hash the log holds for this version, null when none does. */
  loggedHash: string | null;
  problems: string[];
};

/**
 * none: the game opened before terms were recorded (no version, no `terms` entry); verified: every
 * version's document hashes to its logged hash; failed: one does not, or a version is missing.
 */
export type TermsReport = {
  verdict: 'none' | 'verified' | 'failed';
  versions: TermsVersionCheck[];
  problems: string[];
};

function computed(document: JsonValue): string | null {
  try {
    return termsHash(document);
  } catch {
    return null;
  }
}

/**
 * Checks each published version of a game's terms against its `terms` log entry (docs/rules/fairness.md,
 * Terms): versions 1, 2, 3, ... in the log's order, each document's SHA-256 the logged hash.
 */
export function verifyTerms(log: readonly LogEntry[], published: readonly PublishedTerms[]): TermsReport {
  const problems: string[] = [];
  const logged = new Map<number, string>();
  for (const entry of log) {
    if (entry.type !== 'terms') continue;
    const read = readTermsDetail(entry.detail);
    if (!read) {
      problems.push(`a terms entry's detail is not v{version}:{hash}: ${entry.detail}`);
      continue;
    }
    if (read.version !== logged.size + 1)
      problems.push(`terms version ${read.version} is logged out of order: expected ${logged.size + 1}`);
    logged.set(read.version, read.hash);
  }
  if (logged.size === 0 && published.length === 0 && problems.length === 0)
    return { verdict: 'none', versions: [], problems };
  const versions = published.map((terms): TermsVersionCheck => {
    const loggedHash = logged.get(terms.version) ?? null;
    const computedHash = computed(terms.document);
    const found: string[] = [];
    if (loggedHash === null) found.push(`version ${terms.version} is not in the log`);
    if (computedHash === null)
      found.push('the document is not JSON of text, whole numbers, true, false and null');
    else if (loggedHash !== null && computedHash !== loggedHash)
      found.push(`the document hashes to ${computedHash}, not the logged ${loggedHash}`);
    if (computedHash !== null && terms.hash !== computedHash)
      found.push(`the published hash ${terms.hash} is not the document's ${computedHash}`);
    return {
      version: terms.version,
      status: found.length ? 'failed' : 'checked',
      computedHash,
      loggedHash,
      problems: found,
    };
  });
  const shown = new Set(published.map((terms) => terms.version));
  for (const version of logged.keys())
    if (!shown.has(version)) problems.push(`logged terms version ${version} is not published`);
  const failed = problems.length > 0 || versions.some((check) => check.status === 'failed');
  return { verdict: failed ? 'failed' : 'verified', versions, problems };
}
