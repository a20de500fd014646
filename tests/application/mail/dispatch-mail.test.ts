import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryStore } from '../../../adapters/memory/in-memory-store';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import { RecordingMailer } from '../../../adapters/memory/recording-mailer';
import {
  InMemoryUnitOfWork,
  inMemoryRepositories,
} from '../../../adapters/memory/shared/in-memory-unit-of-work';
import type { Repositories } from '../../../adapters/persistence/repositories';
import { DISPATCH_TIMINGS, DispatchMail } from '../../../application/mail/dispatch-mail';
import type { MailRenderer } from '../../../application/mail/ports/mailer';
import type { MailMessage } from '../../../domain/mail/mail-message';
import { ManualClock } from '../../api/support/test-app';

const renderer: MailRenderer = {
  async render(m: MailMessage) {
    return { subject: `About ${m.kind}`, html: `<p>${m.kind}</p>`, text: m.kind };
  },
};
const notice: MailMessage = {
  kind: 'password-changed',
  firstName: 'Pat',
  changedAt: '2026-03-01T12:00:00.000Z',
};

describe('DispatchMail: the outbox dispatcher', () => {
  let repos: Repositories;
  let uow: InMemoryUnitOfWork;
  let mailer: RecordingMailer;
  let clock: ManualClock;
  let dispatch: DispatchMail;
  beforeEach(() => {
    const store = new InMemoryStore();
    repos = inMemoryRepositories(store);
    uow = new InMemoryUnitOfWork(store);
    mailer = new RecordingMailer();
    clock = new ManualClock();
    dispatch = new DispatchMail(repos.outbox, mailer, renderer, clock, new RecordingLogger());
  });
  const enqueue = (to: string | null) =>
    uow.run((tx) => tx.outbox.enqueue({ to, message: notice }, clock.now()));

  it('sends each due message once, with its own Message-ID, and records what it rendered', async () => {
    const a = await enqueue('a@example.com');
    await enqueue('b@example.com');
    expect(await dispatch.execute()).toEqual({ sent: 2, kept: 0, retried: 0, failed: 0 });
    expect(await dispatch.execute()).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0 });
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['a@example.com', 'About password-changed'],
      ['b@example.com', 'About password-changed'],
    ]);
    expect(mailer.sent[0]?.messageId).toBe(a.messageId);
    expect(await repos.outbox.findById(a.id)).toMatchObject({
      status: 'sent',
      rendered: { subject: 'About password-changed', text: 'password-changed' },
    });
  });

  it('takes batch after batch in one run while they come back full, up to maxBatchesPerRun', async () => {
    for (let i = 0; i < 45; i++) await enqueue(`p${i}@example.com`);
    expect(await dispatch.execute()).toEqual({ sent: 45, kept: 0, retried: 0, failed: 0 });
    for (let i = 0; i < 45; i++) await enqueue(`q${i}@example.com`);
    const twoBatches = { ...DISPATCH_TIMINGS, batchSize: 20, maxBatchesPerRun: 2 };
    const bounded = new DispatchMail(
      repos.outbox,
      mailer,
      renderer,
      clock,
      new RecordingLogger(),
      twoBatches,
    );
    expect(await bounded.execute()).toMatchObject({ sent: 40 });
    expect(await bounded.execute()).toMatchObject({ sent: 5 });
    expect(new Set(mailer.sent.map((m) => m.to)).size).toBe(90);
  });

  it('keeps a message with no recipient instead of sending it', async () => {
    const e = await enqueue(null);
    expect(await dispatch.execute()).toMatchObject({ kept: 1 });
    expect(mailer.sent).toEqual([]);
    expect((await repos.outbox.findById(e.id))?.status).toBe('kept');
  });

  it('sends nothing for an event whose transaction rolled back', async () => {
    await expect(
      uow.run(async (tx) => {
        await tx.outbox.enqueue({ to: 'x@example.com', message: notice }, clock.now());
        throw new Error('payment not recorded');
      }),
    ).rejects.toThrow();
    await dispatch.execute();
    expect(mailer.sent).toEqual([]);
  });

  it('retries after 30 s, 60 s, 120 s... with the same Message-ID, then delivers once the server is back', async () => {
    const e = await enqueue('a@example.com');
    mailer.goDown();
    expect(await dispatch.execute()).toMatchObject({ retried: 1 });
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = clock.now().getTime();
      const due = (await repos.outbox.findById(e.id))?.nextAttemptAt.getTime() ?? 0;
      waits.push(due - before);
      clock.advance(due - before - 1);
      expect(await dispatch.execute()).toMatchObject({ retried: 0 });
      clock.advance(1);
      expect(await dispatch.execute()).toMatchObject({ retried: 1 });
    }
    expect(waits).toEqual([30_000, 60_000, 120_000]);
    expect((await repos.outbox.findById(e.id))?.lastError).toContain('ECONNREFUSED');
    mailer.comeBack();
    clock.advance(240_000);
    expect(await dispatch.execute()).toMatchObject({ sent: 1 });
    expect(mailer.sent.map((m) => m.messageId)).toEqual([e.messageId]);
  });

  it(`marks a message failed after ${DISPATCH_TIMINGS.maxTries} tries, keeping the last error`, async () => {
    const e = await enqueue('a@example.com');
    mailer.goDown('550 mailbox unavailable');
    let failed = 0;
    for (let i = 0; i < DISPATCH_TIMINGS.maxTries; i++) {
      failed += (await dispatch.execute()).failed;
      clock.advance(DISPATCH_TIMINGS.maxDelayMs);
    }
    expect(failed).toBe(1);
    expect(await repos.outbox.findById(e.id)).toMatchObject({
      status: 'failed',
      tries: DISPATCH_TIMINGS.maxTries,
      lastError: '550 mailbox unavailable',
    });
    mailer.comeBack();
    clock.advance(DISPATCH_TIMINGS.maxDelayMs);
    expect(await dispatch.execute()).toEqual({ sent: 0, kept: 0, retried: 0, failed: 0 });
  });

  it('lets two concurrent dispatchers send each of 40 messages exactly once', async () => {
    for (let i = 0; i < 40; i++) await enqueue(`p${i}@example.com`);
    const other = new DispatchMail(repos.outbox, mailer, renderer, clock, new RecordingLogger());
    while ((await Promise.all([dispatch.execute(), other.execute()])).some((r) => r.sent > 0));
    expect(mailer.sent).toHaveLength(40);
    expect(new Set(mailer.sent.map((m) => m.messageId)).size).toBe(40);
  });
});
