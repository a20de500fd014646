import { type OfficialRulesText, TERMS_FORMAT, type TermsDocument } from '../terms/terms-document';
import type { Game } from './game';
import type { InstantPrizeSetting } from './instant-prizes';
import { OFFICIAL_RULES_EDITION } from './official-rules';
import { gamePriceWording } from './price-wording';
import { freeRangeOf } from './wheel-spin';

/**
 * A game's terms as one document (docs/rules/fairness.md, Terms): what a player enters under. Written
 * when the game opens and again after every edit that changes it; its hash joins the game's log.
 */
export function termsDocumentOf(
  game: Game,
  instantPrizes: readonly InstantPrizeSetting[],
  drawAfterSellOutMinutes: number,
  /** The Official Rules' text in force (officialRulesText: the Sponsor and claim window now). */
  rules: OfficialRulesText,
): TermsDocument {
  const wording = gamePriceWording(game);
  const range = freeRangeOf(game);
  const minimum = game.minimumToRun ?? null;
  return {
    format: TERMS_FORMAT,
    game: { id: game.id, code: game.code, name: game.name, description: game.description },
    officialRules: { edition: OFFICIAL_RULES_EDITION, url: '/official-rules', text: rules },
    prize: { name: game.prize, description: game.prizeDescription, valueCents: game.prizeValueCents },
    price: { gameType: game.gameType, rule: wording.perNumber, freeNumbers: wording.free },
    numbers: { total: game.totalNumbers, freeRange: range ? { from: range.from, to: range.to } : null },
    schedule: {
      startsAt: game.startTime.toISOString(),
      endsAt: game.endTime.toISOString(),
      drawAfterSellOutMinutes,
    },
    minimumToRun: minimum && {
      paidNumbers: minimum.paidNumbers,
      belowMinimum: minimum.belowMinimum,
      extendHours: minimum.extendHours,
    },
    entryCap: game.maxEntriesPerPlayer ? { paidEntriesPerPlayer: game.maxEntriesPerPlayer } : null,
    instantPrizes: instantPrizes.map((prize, index) => ({
      k: index + 1,
      name: prize.name,
      valueCents: prize.valueCents,
    })),
  };
}
