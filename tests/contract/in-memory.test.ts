import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { inMemoryPersistence } from '../../adapters/memory/persistence';
import { describeStoreContracts } from './all-contracts';

describeStoreContracts('in-memory', async () => {
  const store = new InMemoryStore();
  const { repositories, ...ports } = inMemoryPersistence(store);
  return {
    ...repositories,
    ...ports,
    olderScheme: async (gameId, version) => {
      store.schemeVersions.set(gameId, version);
    },
  };
});
