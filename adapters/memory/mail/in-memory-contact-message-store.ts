import type {
  ContactMessage,
  ContactMessageStore,
} from '../../../application/mail/ports/contact-message-store';
import type { ContactMessageDraft } from '../../../domain/mail/contact-message';
import { type Changes, deleteEntry, type InMemoryStore, setEntry } from '../in-memory-store';

export class InMemoryContactMessageStore implements ContactMessageStore {
  constructor(
    private readonly store: InMemoryStore,
    private readonly changes?: Changes,
  ) {}

  async add(
    draft: ContactMessageDraft & { userId: number | null; createdAt: Date },
  ): Promise<ContactMessage> {
    if (draft.userId !== null && !this.store.users.has(draft.userId)) {
      throw new Error(`Unknown user ${draft.userId}`);
    }
    const message: ContactMessage = { ...draft, id: this.store.nextContactMessageId++ };
    setEntry(this.store.contactMessages, message.id, message, this.changes);
    return { ...message };
  }

  /** Newest first, later insertions first on ties (the id order in PostgreSQL). */
  async list(limit: number): Promise<ContactMessage[]> {
    return [...this.store.contactMessages.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, limit)
      .map((m) => ({ ...m }));
  }

  async removeForAccount(userId: number, email: string): Promise<void> {
    const address = email.toLowerCase();
    for (const message of [...this.store.contactMessages.values()]) {
      if (message.userId === userId || (address !== '' && message.email.toLowerCase() === address)) {
        deleteEntry(this.store.contactMessages, message.id, this.changes);
      }
    }
  }
}
