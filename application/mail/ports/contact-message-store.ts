import type { ContactMessageDraft } from '../../../domain/mail/contact-message';

export interface ContactMessage extends ContactMessageDraft {
  id: number;
  /** The sender's account when they wrote signed in. */
  userId: number | null;
  createdAt: Date;
}

/** Messages from the contact form, kept for the operator (and forwarded by e-mail: docs/rules/mail.md, The contact form). */
export interface ContactMessageStore {
  add(message: ContactMessageDraft & { userId: number | null; createdAt: Date }): Promise<ContactMessage>;
  /** Newest first. */
  list(limit: number): Promise<ContactMessage[]>;
  /** Account erasure: drops the messages sent from the account or with its e-mail address. */
  removeForAccount(userId: number, email: string): Promise<void>;
}
