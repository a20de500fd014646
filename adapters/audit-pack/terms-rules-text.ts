import { officialRulesLines } from '../../domain/games/official-rules';
import { canonicalJson, type JsonValue } from '../../domain/terms/canonical-json';
import type { TermsDocument } from '../../domain/terms/terms-document';

/**
 * A version's canonical document without the Official Rules' text, and that text as lines (null for a
 * version of format 1, which holds none): the JSON stays short, the rules readable. The ZIP keeps
 * each document whole.
 */
export function withoutRulesText(canonical: string): { document: string; rules: string[] | null } {
  const parsed = JSON.parse(canonical) as TermsDocument;
  const text = parsed.officialRules?.text;
  if (!text) return { document: canonical, rules: null };
  const { text: _omitted, ...officialRules } = parsed.officialRules;
  return {
    document: canonicalJson({ ...parsed, officialRules } as unknown as JsonValue),
    rules: officialRulesLines(text),
  };
}
