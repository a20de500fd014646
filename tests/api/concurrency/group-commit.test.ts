import { describe, expect, it } from 'vitest';
import { GroupCommit } from '../../../adapters/postgres/group-commit';

/** A sender whose statements answer when the test says, recording what each statement carried. */
function heldSender() {
  const sent: (string | string[])[] = [];
  const open: { resolve: () => void; fail: (e: unknown) => void }[] = [];
  const statement = <T>(carried: string | string[], answer: () => T) => {
    sent.push(carried);
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error);
        }
      };
      open.push({ resolve: settle, fail: reject });
    });
  };
  let failGroupWith: unknown = null;
  const sender = {
    one: (r: string) => statement(r, () => (r.startsWith('bad') ? Promise.reject(new Error(r)) : `${r}!`)),
    many: (_: number, rs: string[]) =>
      statement(rs, () => {
        if (failGroupWith) throw failGroupWith;
        return rs.map((r) => `${r}!`);
      }),
  };
  /** Answers the oldest open statement and lets the group commit send its next one. */
  const answer = async (error?: unknown) => {
    const next = open.shift();
    if (error) next?.fail(error);
    else next?.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sender, sent, answer, failGroups: (e: unknown) => (failGroupWith = e) };
}

describe('group commit', () => {
  it('sends a request of a quiet key at once, alone, and gathers those arriving meanwhile in order', async () => {
    const { sender, sent, answer } = heldSender();
    const group = new GroupCommit(sender);
    const first = group.send(1, 'a');
    expect(sent).toEqual(['a']);
    const later = ['b', 'c', 'd'].map((r) => group.send(1, r));
    const otherGame = group.send(2, 'x');
    expect(sent).toEqual(['a', 'x']);
    await answer();
    expect(await first).toBe('a!');
    expect(sent).toEqual(['a', 'x', ['b', 'c', 'd']]);
    await answer();
    expect(await otherGame).toBe('x!');
    await answer();
    expect(await Promise.all(later)).toEqual(['b!', 'c!', 'd!']);
    // Quiet again: the next request goes alone, at once.
    const alone = group.send(1, 'e');
    expect(sent.at(-1)).toBe('e');
    await answer();
    expect(await alone).toBe('e!');
  });

  it('sends no group larger than its most, the rest in the next one', async () => {
    const { sender, sent, answer } = heldSender();
    const group = new GroupCommit(sender, 2);
    const all = ['a', 'b', 'c', 'd'].map((r) => group.send(1, r));
    await answer();
    expect(sent).toEqual(['a', ['b', 'c']]);
    await answer();
    expect(sent).toEqual(['a', ['b', 'c'], 'd']);
    await answer();
    expect(await Promise.all(all)).toEqual(['a!', 'b!', 'c!', 'd!']);
  });

  it('sends a group the database refused one request at a time, each with its own answer or error', async () => {
    const { sender, sent, answer, failGroups } = heldSender();
    const group = new GroupCommit(sender);
    failGroups(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    const first = group.send(1, 'a');
    const later = ['b', 'bad-c', 'd'].map((r) => group.send(1, r).catch((e: Error) => `error ${e.message}`));
    await answer();
    await answer();
    expect(sent).toEqual(['a', ['b', 'bad-c', 'd'], 'b']);
    await answer();
    await answer();
    await answer();
    expect(sent.slice(3)).toEqual(['bad-c', 'd']);
    expect(await first).toBe('a!');
    expect(await Promise.all(later)).toEqual(['b!', 'error bad-c', 'd!']);
  });

  it('fails every request of a group whose statement may have committed (a lost connection)', async () => {
    const { sender, sent, answer, failGroups } = heldSender();
    const group = new GroupCommit(sender);
    failGroups(Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' }));
    const first = group.send(1, 'a');
    const later = ['b', 'c'].map((r) => group.send(1, r).catch((e: Error) => e.message));
    await answer();
    await answer();
    expect(await first).toBe('a!');
    expect(await Promise.all(later)).toEqual(['write CONNECTION_CLOSED', 'write CONNECTION_CLOSED']);
    expect(sent).toEqual(['a', ['b', 'c']]);
  });
});
