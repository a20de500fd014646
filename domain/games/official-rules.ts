import { MINIMUM_AGE } from '../accounts/eligibility-policy';
import { BLOCKED_STATES_TEXT } from '../accounts/us-states';
import { REFUND_POLICY } from '../payments/refund-policy';
import type { OfficialRulesText, RulesBlock } from '../terms/terms-document';
import { DEMO_NOTICE } from './demo-notice';
import { sitePriceSentences } from './price-wording';

/** The operator the Official Rules name as Sponsor; null on a demo site, which names none. */
export type RulesSponsor = { name: string; address: string } | null;

/** The edition of the Official Rules (/official-rules) a game's terms name as in force. */
export const OFFICIAL_RULES_EDITION = '2026-11-29';

/** The demo's stand-in name, shown when the server names no operator (OPERATOR_NAME unset). */
const DEMO_SPONSOR = 'Prize Wheel demo (not a real sweepstakes)';

const text = (value: string): RulesBlock => ({ kind: 'text', text: value });

function sponsorBlocks(sponsor: RulesSponsor): RulesBlock[] {
  if (!sponsor) return [text(`Sponsor: ${DEMO_SPONSOR}.`), { kind: 'notice', text: DEMO_NOTICE }];
  return [
    text(
      `Each game is a separate giveaway run by ${sponsor.name} (the "Sponsor"), the operator of this site.`,
    ),
    { kind: 'address', lines: [sponsor.name, sponsor.address] },
    text('The Sponsor can also be reached through the Contact page.'),
  ];
}

/**
 * The Official Rules in force (/official-rules): their words, one home, as a function of the Sponsor
 * the site names and the claim window ('claimWindowHours'). A game's terms hold them as they were when
 * the game opened or was last edited (docs/rules/fairness.md, Terms).
 */
export function officialRulesText(sponsor: RulesSponsor, claimWindowHours: number): OfficialRulesText {
  return {
    title: 'Official Rules',
    intro:
      'NO PURCHASE NECESSARY TO ENTER OR WIN A GAME THAT OFFERS A FREE ENTRY (A GAME WITH A FREE RANGE). A PURCHASE DOES NOT IMPROVE THE CHANCE OF ANY SINGLE ENTRY. VOID WHERE PROHIBITED.',
    sections: [
      { title: '1. Sponsor', blocks: sponsorBlocks(sponsor) },
      {
        title: '2. Eligibility',
        blocks: [
          text(
            `Open to legal residents of the 50 United States and the District of Columbia who are ${MINIMUM_AGE} years of age or older and have an account, except residents of ${BLOCKED_STATES_TEXT}, where these games are void. The Sponsor's employees and contractors, who could learn a game's secret seed, may not enter.`,
          ),
        ],
      },
      {
        title: '3. Game period',
        blocks: [
          text(
            'Each game opens when it is published (or at its scheduled start time) and closes at its own end time, shown on the game page, or earlier when every number has been claimed. No entry is accepted after a game has closed.',
          ),
        ],
      },
      {
        title: '4. How to enter',
        blocks: [
          text(
            "Each spin of the wheel claims one available number, drawn at random by the Sponsor's server. Every claimed number is one entry in that game's draw.",
          ),
          {
            kind: 'list',
            items: [
              `With a purchase: a paid spin claims one number and costs that number's price, charged to the card saved in your account. ${sitePriceSentences().join(' ')} In games opened since paid spins were kept out of the free range, a paid spin draws only among the numbers outside it, so it always costs its price and never takes a free entry’s number.`,
              "Without a purchase: open a game that has a free range and press Use Free Spin. You get one free entry per person per game, with no card and no payment, drawn from the game's free range while free numbers remain.",
            ],
          },
          text(
            "Which games offer a free entry: only games with a free range. The game's page shows its free range and a Free Entry panel, and a game whose every number is free is marked No Purchase Necessary in the lobby. A game without a free range can be entered only with a purchase.",
          ),
        ],
      },
      {
        title: '5. Odds',
        blocks: [
          text(
            "Every claimed number in a game, paid or free, has the same chance of winning. The odds of a single entry winning are 1 in the number of numbers claimed in that game when it closes; at most, 1 in the game's total of numbers.",
          ),
        ],
      },
      {
        title: '6. How the winner is chosen',
        blocks: [
          text(
            "One winner per game is chosen after the game closes, by a random draw among all its claimed numbers, run by the Sponsor's administrator or automatically at the end of the game. Every selection is recorded with who made it, when and why, and a game that has a winner cannot be drawn again.",
          ),
        ],
      },
      {
        title: '7. Notification and claiming the prize',
        blocks: [
          text(
            `The winner is notified by e-mail at the address on their account, with a link to their claim page. The prize must be claimed there within ${claimWindowHours} hours of that notice (the claim window; reminders go at a third and at two thirds of it): the winner accepts or declines, and to accept gives their legal name, date of birth (18 or older), a shipping address in an eligible state and a phone number, and signs the affidavit of eligibility and the liability and publicity release by typing their name. For a prize worth $600 or more the winner also gives their Social Security Number or ITIN, because the Sponsor reports the prize to the IRS on Form 1099. The Sponsor checks the claim, ships the prize with a tracking number and confirms its delivery.`,
          ),
          text(
            "A prize declined, not claimed within the window, or won by a winner found not eligible is forfeited: that winner is set aside in the game's public log and the prize is drawn again in the open among the other entries. An instant prize declined or not claimed within the window is forfeited and is not drawn again.",
          ),
          text(
            "Every winner in force is published on the Winners page with the prize, its value, the game and the date, named by first name, last initial and state, or as a player from their state when they keep their name private. Names are published unless the player chose otherwise: every player may keep their name private when signing up, or at any time with Profile Visibility on their dashboard. A winner set aside (declined, forfeited or found not eligible) leaves the list, and the list keeps no e-mail address or full last name. Each entry links to the game's fairness page.",
          ),
        ],
      },
      {
        title: '8. Prizes',
        blocks: [
          text(
            "The prize and its approximate retail value are shown on each game's page. Prizes are not transferable and have no cash alternative; if a prize becomes unavailable, the Sponsor may substitute one of equal or greater value. Taxes on a prize are the winner's responsibility.",
          ),
        ],
      },
      {
        title: '9. General',
        blocks: [
          text(
            `${REFUND_POLICY} The Sponsor may disqualify entries made through several accounts, automated tools or false details. Winners' personal data is used, kept and erased as the Privacy Policy describes.`,
          ),
        ],
      },
    ],
  };
}

/** The rules as plain lines of text (the audit pack's PDF, a terminal): title, intro, each section. */
export function officialRulesLines(rules: OfficialRulesText): string[] {
  const lines = [rules.title, rules.intro];
  for (const section of rules.sections) {
    lines.push(section.title);
    for (const block of section.blocks) {
      if (block.kind === 'list') lines.push(...block.items.map((item) => `- ${item}`));
      else if (block.kind === 'address') lines.push(block.lines.join('\n').split('\n').join(', '));
      else lines.push(block.text);
    }
  }
  return lines;
}
