import { beforeEach, describe, expect, it } from 'vitest';
import { termsDocumentOf } from '../../domain/games/game-terms';
import { officialRulesText } from '../../domain/games/official-rules';
import { termsHash } from '../../domain/terms/terms-document';
import type { StoreWorld } from './world';
import { aGameDraft } from './world';

type Subject = Pick<StoreWorld, 'games' | 'terms' | 'unitOfWork'>;

export function describeGameTermsContract(name: string, makeSubject: () => Promise<Subject>) {
  describe(`GameTerms contract: ${name}`, () => {
    let world: Subject;
    beforeEach(async () => {
      world = await makeSubject();
    });

    async function aVersion(version: number, prize: string) {
      const game = await world.games.create(aGameDraft({ prize, minimumToRun: null }));
      const document = termsDocumentOf(
        game,
        [{ name: 'Mug', valueCents: 900 }],
        0,
        officialRulesText({ name: 'Acme Giveaways LLC', address: '1 Main St\nSpringfield, IL 62701' }, 72),
      );
      return {
        game,
        terms: { version, at: new Date('2026-11-29T12:00:00.123Z'), hash: termsHash(document), document },
      };
    }

    it('lists no version for a game without terms', async () => {
      const game = await world.games.create(aGameDraft());
      expect(await world.terms.list(game.id)).toEqual([]);
    });

    it('lists the versions added, oldest first, each document as it was stored', async () => {
      const { game, terms } = await aVersion(1, 'A kayak');
      const second = { ...terms, version: 2, at: new Date('2026-11-30T08:00:00.000Z') };
      second.document = { ...terms.document, prize: { ...terms.document.prize, name: 'Two kayaks' } };
      second.hash = termsHash(second.document);
      await world.terms.add(game.id, terms);
      await world.terms.add(game.id, second);
      const listed = await world.terms.list(game.id);
      expect(listed.map((v) => [v.version, v.at.toISOString(), v.hash])).toEqual([
        [1, '2026-11-29T12:00:00.123Z', terms.hash],
        [2, '2026-11-30T08:00:00.000Z', second.hash],
      ]);
      expect(listed[1]?.document).toEqual(second.document);
      // The Official Rules' text comes back word for word: its hash covers it.
      expect(listed[0]?.document.officialRules.text).toEqual(terms.document.officialRules.text);
      expect(listed.map((v) => termsHash(v.document))).toEqual([terms.hash, second.hash]);
    });

    it('refuses a version the game already has, and keeps the first', async () => {
      const { game, terms } = await aVersion(1, 'A kayak');
      await world.terms.add(game.id, terms);
      const other = { ...terms, hash: 'f'.repeat(64) };
      await expect(world.terms.add(game.id, other)).rejects.toThrow();
      expect((await world.terms.list(game.id)).map((v) => v.hash)).toEqual([terms.hash]);
    });

    it('undoes a version added by a unit of work that fails', async () => {
      const { game, terms } = await aVersion(1, 'A kayak');
      await expect(
        world.unitOfWork.run(async (tx) => {
          await tx.terms.add(game.id, terms);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await world.terms.list(game.id)).toEqual([]);
    });
  });
}
