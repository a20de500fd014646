import { type DomainError, invalidInput } from './errors';
import { err, ok, type Result } from './result';

/**
 * Text a record keeps as a person wrote it, names and addresses (docs/rules/winners.md, The claim
 * form): what is stored is what prints. Refused, each with its own message naming the field:
 * - control characters (tabs, line breaks, NUL, the line and paragraph separators);
 * - characters that turn the writing direction (the bidirectional embeddings, overrides, isolates and
 *   marks), which make a text read otherwise than it is stored;
 * - invisible characters: every Unicode format character and every default-ignorable one (zero-width
 *   spaces and joiners, the word joiner, the byte order mark, the soft hyphen, tags, the Hangul
 *   fillers U+115F, U+1160, U+3164, U+FFA0, the combining grapheme joiner, variation selectors), and
 *   the blank Braille pattern U+2800;
 * - code points Unicode leaves unassigned, private-use ones and lone surrogates.
 * A text that must name something also needs at least one letter. What is kept is NFC, with each run
 * of spaces as one space.
 */
export type TextFlaw = 'control' | 'direction' | 'invisible' | 'unassigned' | 'no-letter';

const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /\p{Cf}|\p{Default_Ignorable_Code_Point}|\u2800/u;
const UNASSIGNED = /[\p{Cn}\p{Co}\p{Cs}]/u;
const LETTER = /\p{L}/u;

/** The first flaw of the text, in the order above, or null for text a record may keep. */
export function textFlaw(text: string, options: { needsLetter: boolean }): TextFlaw | null {
  if (CONTROL.test(text)) return 'control';
  if (DIRECTION.test(text)) return 'direction';
  if (INVISIBLE.test(text)) return 'invisible';
  if (UNASSIGNED.test(text)) return 'unassigned';
  // The fillers, letters to Unicode that print nothing, were refused as invisible above.
  if (options.needsLetter && !LETTER.test(text)) return 'no-letter';
  return null;
}

function textFlawMessage(flaw: TextFlaw, label: string): string {
  switch (flaw) {
    case 'control':
      return `${label} cannot contain control characters such as tabs or line breaks`;
    case 'direction':
      return `${label} cannot contain characters that change the writing direction`;
    case 'invisible':
      return `${label} cannot contain invisible characters such as zero-width spaces`;
    case 'unassigned':
      return `${label} cannot contain unassigned or private-use characters`;
    case 'no-letter':
      return `${label} must contain at least one letter`;
  }
}

/** The text as a record keeps it: NFC, spaces trimmed and each run of them one space. */
const keptText = (text: string): string => text.normalize('NFC').replace(/\s+/gu, ' ').trim();

/**
 * Text a record keeps, or the refusal naming the field. '' passes (the caller decides whether the
 * field is required); the length is counted after keeping.
 */
export function readPrintableText(
  text: string,
  field: string,
  label: string,
  options: { needsLetter: boolean; max: number },
): Result<string, DomainError> {
  if (text === '') return ok('');
  const flaw = textFlaw(text, options);
  if (flaw) return err(invalidInput(field, textFlawMessage(flaw, label)));
  const kept = keptText(text);
  if (kept.length > options.max)
    return err(invalidInput(field, `${label} must be at most ${options.max} characters long`));
  return ok(kept);
}
