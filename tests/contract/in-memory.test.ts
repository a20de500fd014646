import { InMemorySessionStore } from '../../adapters/memory/in-memory-session-store';
import { InMemoryStore } from '../../adapters/memory/in-memory-store';
import { InMemoryUnitOfWork, inMemoryRepositories } from '../../adapters/memory/in-memory-unit-of-work';
import { describeStoreContracts } from './all-contracts';

describeStoreContracts('in-memory', async () => {
  const store = new InMemoryStore();
  return {
    ...inMemoryRepositories(store),
    sessions: new InMemorySessionStore(store),
    unitOfWork: new InMemoryUnitOfWork(store),
  };
});
