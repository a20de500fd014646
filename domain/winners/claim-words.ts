/**
 * What a claim says of what becomes of a prize not taken, by the kind of prize (docs/rules/winners.md,
 * Notifying): a game's main prize declined or forfeited is drawn again in the open; an instant prize is
 * won on its number and never drawn again (docs/rules/games.md, Instant wins), so its words never
 * promise a redraw. The claim page, its decline button and the e-mails all read these.
 */
export type ClaimKind = 'main' | 'instant';

export interface ClaimWords {
  /** What the number did, between 'Your number 7' and the game's name. */
  numberWon: string;
  /** What happens after the claim deadline, the end of a sentence ('after that the prize is ...'). */
  afterDeadline: string;
  /** The decline choice of the claim form. */
  decline: string;
  /** The claim page's status once declined, and once forfeited. */
  declined: string;
  forfeited: string;
}

const WORDS: Record<ClaimKind, ClaimWords> = {
  main: {
    numberWon: 'won',
    afterDeadline: 'after that the prize is forfeited and drawn again in the open',
    decline: 'I decline the prize (it will be drawn again)',
    declined: 'You declined this prize; it is drawn again.',
    forfeited: 'This prize was forfeited and is drawn again.',
  },
  instant: {
    numberWon: 'is an instant win in',
    afterDeadline: 'after that the prize is forfeited',
    decline: 'I decline the prize',
    declined: 'You declined this instant prize.',
    forfeited: 'This instant prize was forfeited.',
  },
};

export const claimKindOf = (instant: boolean | undefined): ClaimKind => (instant ? 'instant' : 'main');

export const claimWords = (kind: ClaimKind): ClaimWords => WORDS[kind];
