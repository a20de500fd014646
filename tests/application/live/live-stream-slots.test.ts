import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryLiveStreamLeases } from '../../../adapters/memory/operations/in-memory-live-stream-leases';
import { RecordingLogger } from '../../../adapters/memory/recording-logger';
import { CryptoIdGenerator } from '../../../adapters/system/crypto-id-generator';
import { LiveStreamSlots } from '../../../application/operations/live-stream-slots';
import type { LiveStreamLeases } from '../../../application/operations/ports/live-stream-leases';
import {
  MAX_STREAMS_PER_PROCESS,
  STREAM_LEASE_MS,
  STREAM_LEASE_RENEW_MS,
} from '../../../domain/operations/live-stream-policy';
import { ManualClock } from '../../api/support/test-app';

const slotsOver = (leases: LiveStreamLeases) =>
  new LiveStreamSlots(leases, new CryptoIdGenerator(), new ManualClock(), new RecordingLogger());

function world() {
  const clock = new ManualClock(new Date('2026-01-01T12:00:00Z'));
  const leases = new InMemoryLiveStreamLeases();
  const slots = new LiveStreamSlots(leases, new CryptoIdGenerator(), clock, new RecordingLogger());
  return { clock, leases, slots };
}

describe('LiveStreamSlots', () => {
  afterEach(() => vi.useRealTimers());

  it(`refuses a stream past this process's ${MAX_STREAMS_PER_PROCESS}, before asking the shared leases`, async () => {
    // Shared leases that grant everything and count what they were asked.
    let asked = 0;
    const leases: LiveStreamLeases = {
      take: async () => {
        asked++;
        return 'taken';
      },
      renew: async () => {},
      release: async () => {},
    };
    const slots = slotsOver(leases);
    for (let i = 0; i < MAX_STREAMS_PER_PROCESS; i++) {
      expect((await slots.open({ address: '10.0.0.1', session: null })).ok).toBe(true);
    }
    const refused = await slots.open({ address: '192.0.2.1', session: null });
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(asked).toBe(MAX_STREAMS_PER_PROCESS);
  });

  it('gives a place back once, however many times the stream says it ended', async () => {
    const { slots } = world();
    const first = await slots.open({ address: '192.0.2.1', session: 'S' });
    const second = await slots.open({ address: '192.0.2.1', session: 'S' });
    if (!first.ok || !second.ok) throw new Error('not opened');
    first.value.release();
    first.value.release();
    expect(slots.size).toBe(1);
  });

  it("renews its streams' leases, so an open stream keeps its place past the lease length", async () => {
    vi.useFakeTimers();
    const { slots, leases, clock } = world();
    const caps = { perAddress: 1, perSession: 4 };
    expect((await slots.open({ address: '192.0.2.1', session: null })).ok).toBe(true);
    for (let t = 0; t < STREAM_LEASE_MS * 2; t += STREAM_LEASE_RENEW_MS) {
      clock.advance(STREAM_LEASE_RENEW_MS);
      await vi.advanceTimersByTimeAsync(STREAM_LEASE_RENEW_MS);
    }
    const now = clock.now();
    const later = new Date(now.getTime() + STREAM_LEASE_MS);
    expect(await leases.take({ id: 'x', address: '192.0.2.1', session: null }, caps, now, later)).toBe(
      'address',
    );
  });

  it('stops renewing once closed, though a stream still holds its place, and waits for the releases under way', async () => {
    vi.useFakeTimers();
    let renewals = 0;
    let releasing: (() => void) | null = null;
    const leases: LiveStreamLeases = {
      take: async () => 'taken',
      renew: async () => {
        renewals++;
      },
      release: () => new Promise<void>((resolve) => (releasing = resolve)),
    };
    const slots = slotsOver(leases);
    const kept = await slots.open({ address: '192.0.2.1', session: null });
    const ended = await slots.open({ address: '192.0.2.2', session: null });
    if (!kept.ok || !ended.ok) throw new Error('not opened');
    await vi.advanceTimersByTimeAsync(STREAM_LEASE_RENEW_MS);
    expect(renewals).toBe(1);

    ended.value.release();
    let closed = false;
    const closing = slots.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    (releasing as (() => void) | null)?.();
    await closing;
    await vi.advanceTimersByTimeAsync(3 * STREAM_LEASE_RENEW_MS);
    expect(renewals).toBe(1);
    expect((await slots.open({ address: '192.0.2.3', session: null })).ok).toBe(false);
  });

  it('waits for a release the database does not answer only so long', async () => {
    vi.useFakeTimers();
    const leases: LiveStreamLeases = {
      take: async () => 'taken',
      renew: async () => {},
      release: () => new Promise<void>(() => {}),
    };
    const slots = slotsOver(leases);
    const slot = await slots.open({ address: '192.0.2.1', session: null });
    if (!slot.ok) throw new Error('not opened');
    slot.value.release();
    let closed = false;
    void slots.close(2_000).then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(1_990);
    expect(closed).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(closed).toBe(true);
  });
});
