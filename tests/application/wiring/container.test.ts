import { describe, expect, it } from 'vitest';
import { inMemoryPersistence } from '../../../adapters/memory/persistence';
import { buildContainer, resolveUseCases } from '../../../adapters/wiring/container';
import { SHARED_TOKENS } from '../../../adapters/wiring/shared/tokens';
import { CancelGame } from '../../../application/games/cancel-game';
import { ListCards } from '../../../application/payments/list-cards';
import { RefundGame } from '../../../application/payments/refund-game';
import { testConfig } from '../../support/test-config';

const aContainer = () => buildContainer(testConfig(), inMemoryPersistence());

describe('the container', () => {
  it('builds each use case once: every caller gets the same object', () => {
    const container = aContainer();
    const first = resolveUseCases(container);
    const again = resolveUseCases(container);
    for (const name of Object.keys(first) as (keyof typeof first)[]) expect(again[name]).toBe(first[name]);
  });

  it("gives a use case what its constructor's @inject decorators name, in order", () => {
    const container = aContainer();
    const cancel = container.get(CancelGame);
    expect(Reflect.get(cancel, 'uow')).toBe(container.get(SHARED_TOKENS.unitOfWork));
    expect(Reflect.get(cancel, 'refunds')).toBe(container.get(RefundGame));
    expect(Reflect.get(cancel, 'clock')).toBe(container.get(SHARED_TOKENS.clock));
    // One store of the shared repositories: the same object the repositories hold.
    expect(Reflect.get(container.get(ListCards), 'cards')).toBe(
      container.get(SHARED_TOKENS.repositories).cards,
    );
  });

  it('builds two containers side by side, each with its own objects', () => {
    const [a, b] = [aContainer(), aContainer()];
    expect(a.get(ListCards)).not.toBe(b.get(ListCards));
  });
});
