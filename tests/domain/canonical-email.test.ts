import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalEmail,
  canonicalEmailDomain,
  erasedAccountSpellings,
  sameMailbox,
} from '../../domain/accounts/canonical-email';
import { normalisedEmail } from '../../domain/accounts/erased-account';
import { isAllowedEmail } from '../../domain/accounts/registration';

const nameArb = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/);
const domainArb = fc.constantFrom('gmail.com', 'googlemail.com', 'example.org', 'mail.co.uk', 'outlook.com');
const tagArb = fc.stringMatching(/^[a-z0-9.+_-]{0,12}$/);
/** The same letters in any case. */
const anyCase = (text: string, flips: boolean[]) =>
  [...text].map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c)).join('');
/** Dots put between the letters of a name at the given places. */
const dotted = (name: string, at: number[]) =>
  [...name].map((c, i) => (i > 0 && at.includes(i) ? `.${c}` : c)).join('');

describe('canonicalEmail (docs/rules/accounts.md, One mailbox, one account)', () => {
  it('reads the spellings of one Gmail mailbox as one', () => {
    const one = [
      'jane.doe@gmail.com',
      'janedoe@gmail.com',
      'Jane.Doe+2@GoogleMail.com',
      ' JANE.DOE+promo@gmail.com ',
      'j.a.n.e.d.o.e@googlemail.com',
    ];
    expect(new Set(one.map(canonicalEmail))).toEqual(new Set(['janedoe@gmail.com']));
    expect(sameMailbox('jane.doe@gmail.com', 'jane.doe@example.org')).toBe(false);
  });

  it('leaves the dots of other domains, and cuts every tag', () => {
    expect(canonicalEmail('Jane.Doe+news@Example.org')).toBe('jane.doe@example.org');
    expect(canonicalEmail('jane.doe@example.org')).not.toBe(canonicalEmail('janedoe@example.org'));
    expect(canonicalEmail('a+b+c@outlook.com')).toBe('a@outlook.com');
    // A name that is only a tag, or only dots, is kept: there is nothing else to compare.
    expect(canonicalEmail('+tag@example.org')).toBe('+tag@example.org');
    expect(canonicalEmail('...@gmail.com')).toBe('...@gmail.com');
    expect(canonicalEmail('not an address')).toBe('not an address');
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = canonicalEmail(text);
        expect(canonicalEmail(once)).toBe(once);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean(), (text, withAt) => {
        const once = canonicalEmail(withAt ? `${text}@GoogleMail.com` : text);
        expect(canonicalEmail(once)).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  it('is blind to case', () => {
    fc.assert(
      fc.property(nameArb, tagArb, domainArb, fc.array(fc.boolean()), (name, tag, domain, flips) => {
        const address = `${name}${tag ? `+${tag}` : ''}@${domain}`;
        expect(canonicalEmail(anyCase(address, flips))).toBe(canonicalEmail(address));
      }),
    );
  });

  it('ignores the dots of a Gmail name and googlemail.com, and no other domain', () => {
    fc.assert(
      fc.property(nameArb, fc.array(fc.nat(20)), domainArb, (name, at, domain) => {
        const withDots = dotted(name, at);
        const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
        expect(canonicalEmail(`${withDots}@${domain}`)).toBe(
          gmail ? `${name}@gmail.com` : `${withDots}@${domain}`,
        );
      }),
    );
  });

  it('ignores a +tag on every domain', () => {
    fc.assert(
      fc.property(nameArb, tagArb, domainArb, (name, tag, domain) => {
        expect(sameMailbox(`${name}+${tag}@${domain}`, `${name}@${domain}`)).toBe(true);
      }),
    );
  });

  it('remembers an erased account under its canonical form and, if other, its old normalised spelling', () => {
    expect(erasedAccountSpellings('Jane.Doe+2@GoogleMail.com')).toEqual([
      'janedoe@gmail.com',
      'jane.doe+2@googlemail.com',
    ]);
    expect(erasedAccountSpellings(' Sam@Example.org')).toEqual(['sam@example.org']);
    fc.assert(
      fc.property(nameArb, tagArb, domainArb, (name, tag, domain) => {
        const address = `${name}+${tag}@${domain}`;
        const spellings = erasedAccountSpellings(address);
        expect(spellings[0]).toBe(canonicalEmail(address));
        expect(spellings.at(-1)).toBe(normalisedEmail(address));
      }),
    );
  });

  it('the allowed-domain rule compares canonical domains', () => {
    expect(canonicalEmailDomain(' GoogleMail.com')).toBe('gmail.com');
    expect(isAllowedEmail('jane.doe+2@googlemail.com', ['gmail.com'])).toBe(true);
    expect(isAllowedEmail('jane@gmail.com', ['GoogleMail.com'])).toBe(true);
    expect(isAllowedEmail('jane@outlook.com', ['gmail.com'])).toBe(false);
    expect(isAllowedEmail('jane@mail.example.org', ['example.org'])).toBe(false);
  });
});
