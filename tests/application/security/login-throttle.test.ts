import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { securityWorld } from './world';

const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many login attempts. Please try again in 15 minutes.',
};
const MINUTE = 60_000;
const A = '203.0.113.9';
const B = '198.51.100.7';

type World = ReturnType<typeof securityWorld>;
const logIn = (w: World, email: string, password: string, ip: string | null = A) =>
  w.useCases.logIn.execute({ email, password, ip });
const wrong = (w: World, email: string, ip: string | null = A) => logIn(w, email, 'wrong-password', ip);
const codeOf = (answer: Awaited<ReturnType<typeof logIn>>) => (answer.ok ? 'OK' : answer.error.code);

describe('sign-in throttling per (account, address) pair', () => {
  it('refuses the 6th attempt of a pair within 15 minutes, even with the right password', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 5; i++) expect(codeOf(await wrong(w, ann.email))).toBe('INVALID_CREDENTIALS');
    expect(await logIn(w, ann.email, ann.password)).toEqual({ ok: false, error: TOO_MANY });
  });

  it('counts unknown e-mails exactly like known ones', async () => {
    const w = securityWorld();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(codeOf(await wrong(w, 'nobody@gmail.com')));
    expect(answers).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), 'TOO_MANY_ATTEMPTS']);
  });

  it('does not let failures at one account block another account from that address', async () => {
    const w = securityWorld();
    const [ann, bob] = [await w.aPlayer(), await w.aPlayer()];
    for (let i = 0; i < 5; i++) await wrong(w, ann.email);
    expect((await logIn(w, bob.email, bob.password)).ok).toBe(true);
  });

  it('does not let a stranger at one address lock the owner out at another', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 50; i++) await wrong(w, ann.email, A);
    expect((await logIn(w, ann.email, ann.password, B)).ok).toBe(true);
  });

  it('lets the pair try again once its window (from its first attempt) is 15 minutes old', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 5; i++) await wrong(w, ann.email);
    w.clock.advance(14 * MINUTE);
    expect(codeOf(await logIn(w, ann.email, ann.password))).toBe('TOO_MANY_ATTEMPTS');
    w.clock.advance(MINUTE);
    expect((await logIn(w, ann.email, ann.password)).ok).toBe(true);
  });

  it('starts the pair over after a successful sign-in', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 4; i++) await wrong(w, ann.email);
    expect((await logIn(w, ann.email, ann.password)).ok).toBe(true);
    for (let i = 0; i < 5; i++) expect(codeOf(await wrong(w, ann.email))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await logIn(w, ann.email, ann.password))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('throttles pairs when the address is unknown, without an address ceiling', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 30; i++)
      expect(codeOf(await wrong(w, `x${i}@gmail.com`, null))).toBe('INVALID_CREDENTIALS');
    for (let i = 0; i < 5; i++) await wrong(w, ann.email, null);
    expect(codeOf(await logIn(w, ann.email, ann.password, null))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('lets at most 5 of 20 parallel guesses at one pair check a password', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => wrong(w, ann.email)));
    expect(answers.filter((a) => codeOf(a) === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(answers.filter((a) => codeOf(a) === 'TOO_MANY_ATTEMPTS')).toHaveLength(15);
  });

  it('applies the max login attempts setting to the pair and (times 4) to the address', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    expect(await w.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 2 })).toMatchObject({
      ok: true,
    });
    for (let i = 0; i < 2; i++) await wrong(w, ann.email);
    expect(codeOf(await logIn(w, ann.email, ann.password))).toBe('TOO_MANY_ATTEMPTS');
    for (let i = 0; i < 8; i++)
      expect(codeOf(await wrong(w, `s${i}@gmail.com`, B))).toBe('INVALID_CREDENTIALS');
    expect(codeOf(await wrong(w, 'one-more@gmail.com', B))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('refuses missing credentials without counting them', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 8; i++) expect(codeOf(await logIn(w, ann.email, ''))).toBe('INVALID_INPUT');
    expect((await logIn(w, ann.email, ann.password)).ok).toBe(true);
  });
});

describe('the per-address ceiling (password spraying)', () => {
  it('refuses an address after 20 failures on any accounts, the right password included, and only there', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 20; i++)
      expect(codeOf(await wrong(w, `guess${i}@gmail.com`))).toBe('INVALID_CREDENTIALS');
    expect(await logIn(w, ann.email, ann.password, A)).toEqual({ ok: false, error: TOO_MANY });
    expect((await logIn(w, ann.email, ann.password, B)).ok).toBe(true);
  });

  it('lets 20 of 40 parallel guesses at 40 accounts from one address check a password', async () => {
    const w = securityWorld();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => wrong(w, `spray${i}@gmail.com`)));
    expect(answers.filter((a) => codeOf(a) === 'INVALID_CREDENTIALS')).toHaveLength(20);
    expect(answers.filter((a) => codeOf(a) === 'TOO_MANY_ATTEMPTS')).toHaveLength(20);
  });

  it('gives the refused attempt back to its pair: a spray refusal does not use up a pair', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 20; i++) await wrong(w, `guess${i}@gmail.com`);
    w.clock.advance(10 * MINUTE);
    for (let i = 0; i < 10; i++)
      expect(codeOf(await logIn(w, ann.email, ann.password))).toBe('TOO_MANY_ATTEMPTS');
    // The address's window (from minute 0) is over; a pair charged for those 10 would be locked until minute 25.
    w.clock.advance(5 * MINUTE);
    expect((await logIn(w, ann.email, ann.password)).ok).toBe(true);
  });

  it('does not charge an address for successful sign-ins (many players behind one address)', async () => {
    const w = securityWorld();
    const players = await Promise.all(Array.from({ length: 12 }, () => w.aPlayer()));
    for (const round of [1, 2, 3]) {
      const answers = await Promise.all(players.map((p) => logIn(w, p.email, p.password)));
      expect(
        answers.every((a) => a.ok),
        `round ${round}`,
      ).toBe(true);
    }
    for (let i = 0; i < 20; i++)
      expect(codeOf(await wrong(w, `guess${i}@gmail.com`))).toBe('INVALID_CREDENTIALS');
  });
});

describe('what no stranger can do (properties)', () => {
  const strangerAttemptsArb = fc.array(
    fc.record({
      address: fc.constantFrom('192.0.2.1', '192.0.2.2', '192.0.2.3'),
      target: fc.constantFrom('owner', 'other'),
      minutesLater: fc.integer({ min: 0, max: 20 }),
      parallel: fc.integer({ min: 1, max: 8 }),
    }),
    { maxLength: 12 },
  );

  it('attempts from other addresses never stop the owner signing in at hers', async () => {
    await fc.assert(
      fc.asyncProperty(strangerAttemptsArb, async (attempts) => {
        const w = securityWorld();
        const owner = await w.aPlayer();
        for (const attempt of attempts) {
          w.clock.advance(attempt.minutesLater * MINUTE);
          const email = attempt.target === 'owner' ? owner.email : 'someone-else@gmail.com';
          await Promise.all(Array.from({ length: attempt.parallel }, () => wrong(w, email, attempt.address)));
        }
        expect((await logIn(w, owner.email, owner.password, B)).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('no pair checks more than 5 passwords and no address more than 20 within a window', async () => {
    await fc.assert(
      fc.asyncProperty(strangerAttemptsArb, async (attempts) => {
        const w = securityWorld();
        const owner = await w.aPlayer();
        const checked = new Map<string, number>();
        for (const attempt of attempts) {
          // Within one window: the clock moves less than 15 minutes in all.
          w.clock.advance(Math.min(attempt.minutesLater, 1) * MINUTE);
          const email = attempt.target === 'owner' ? owner.email : `spray${attempt.parallel}@gmail.com`;
          const answers = await Promise.all(
            Array.from({ length: attempt.parallel }, () => wrong(w, email, attempt.address)),
          );
          const ran = answers.filter((a) => codeOf(a) === 'INVALID_CREDENTIALS').length;
          for (const key of [`${email} ${attempt.address}`, attempt.address]) {
            checked.set(key, (checked.get(key) ?? 0) + ran);
          }
        }
        for (const [key, count] of checked) expect(count).toBeLessThanOrEqual(key.includes(' ') ? 5 : 20);
      }),
      { numRuns: 40 },
    );
  });
});
