import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../domain/fairness/fairness-log';
import { termsLogDetail } from '../../../domain/fairness/terms-entry';
import { termsDocumentOf } from '../../../domain/games/game-terms';
import { officialRulesText } from '../../../domain/games/official-rules';
import { termsHash } from '../../../domain/terms/terms-document';
import { verifyTerms } from '../../../domain/terms/verify-terms';
import { aGame } from '../../builders/game-builder';

const AT = '2026-11-29T12:00:00.000Z';
const first = { prize: { name: 'A kayak', valueCents: 50_000 }, schedule: { endsAt: AT } };
const second = { ...first, prize: { name: 'Two kayaks', valueCents: 90_000 } };
const entry = (version: number, document: object): LogEntry => ({
  type: 'terms',
  at: AT,
  detail: termsLogDetail(version, termsHash(document as never)),
});
const claim: LogEntry = { type: 'claim', spin: 1, kind: 'free', number: 3, clientSeed: 'seed', at: AT };
const published = [
  { version: 1, hash: termsHash(first), document: first },
  { version: 2, hash: termsHash(second), document: second },
];

describe('verifyTerms', () => {
  it('checks every version against its logged hash', () => {
    const report = verifyTerms([entry(1, first), claim, entry(2, second)], published);
    expect(report.verdict).toBe('verified');
    expect(report.versions.map((v) => [v.version, v.status])).toEqual([
      [1, 'checked'],
      [2, 'checked'],
    ]);
  });

  it("keeps a version stored in format 1 verifying beside one of format 2, whose rules' text the hash covers", () => {
    const game = aGame().with({ id: 9 }).build();
    const current = termsDocumentOf(game, [], 0, officialRulesText(null, 72));
    const { text: _text, ...rulesByName } = current.officialRules;
    const old = { ...current, format: 'prize-wheel-terms/1', officialRules: rulesByName };
    const versions = [
      { version: 1, hash: termsHash(old as never), document: old as never },
      { version: 2, hash: termsHash(current), document: current as never },
    ];
    const log = [entry(1, old), entry(2, current)];
    expect(verifyTerms(log, versions).verdict).toBe('verified');
    // One word of the rules changed after version 2 was logged fails it.
    const [rulesTitle, ...sections] = current.officialRules.text?.sections ?? [];
    const edited = {
      ...current,
      officialRules: {
        ...current.officialRules,
        text: {
          ...current.officialRules.text,
          sections: [{ ...rulesTitle, title: '1. Organiser' }, ...sections],
        },
      },
    };
    const tampered = verifyTerms(log, [
      versions[0] as never,
      { version: 2, hash: termsHash(current), document: edited as never },
    ]);
    expect(tampered.verdict).toBe('failed');
    expect(tampered.versions[1]?.status).toBe('failed');
  });

  it('says none for a game opened before terms were recorded', () => {
    expect(verifyTerms([claim], [])).toEqual({ verdict: 'none', versions: [], problems: [] });
  });

  it('fails a past version changed after it was logged', () => {
    const changed = { ...first, prize: { name: 'A kayak', valueCents: 5_000 } };
    const report = verifyTerms(
      [entry(1, first), entry(2, second)],
      [{ version: 1, hash: published[0]?.hash ?? '', document: changed }, published[1] as never],
    );
    expect(report.verdict).toBe('failed');
    expect(report.versions[0]?.problems.join(' ')).toMatch(/not the logged/);
    expect(report.versions[1]?.status).toBe('checked');
  });

  it('fails a logged version that is not published, and one published but not logged', () => {
    expect(verifyTerms([entry(1, first), entry(2, second)], published.slice(0, 1)).problems).toEqual([
      'logged terms version 2 is not published',
    ]);
    const unlogged = verifyTerms([entry(1, first)], published);
    expect(unlogged.verdict).toBe('failed');
    expect(unlogged.versions[1]?.problems).toEqual(['version 2 is not in the log']);
  });

  it('fails versions logged out of order', () => {
    const report = verifyTerms([entry(2, second), entry(1, first)], published);
    expect(report.verdict).toBe('failed');
    expect(report.problems[0]).toMatch(/out of order/);
  });
});
