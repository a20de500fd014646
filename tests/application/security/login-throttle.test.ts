import { describe, expect, it } from 'vitest';
import { securityWorld } from './world';

const TOO_MANY = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many login attempts. Please try again in 15 minutes.',
};
const MINUTE = 60_000;

describe('sign-in throttling', () => {
  it('refuses the 6th attempt on an account within 15 minutes, even with the right password', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 5; i++) {
      const wrong = await w.useCases.logIn.execute({ email: ann.email, password: 'wrong-password' });
      expect(wrong).toMatchObject({ ok: false, error: { code: 'INVALID_CREDENTIALS' } });
    }
    const right = await w.useCases.logIn.execute({ email: ann.email, password: ann.password });
    expect(right).toEqual({ ok: false, error: TOO_MANY });
  });

  it('counts unknown e-mails exactly like known ones', async () => {
    const w = securityWorld();
    const answers = [];
    for (let i = 0; i < 6; i++) {
      answers.push(await w.useCases.logIn.execute({ email: 'nobody@gmail.com', password: 'whatever1' }));
    }
    expect(answers.slice(0, 5).every((a) => !a.ok && a.error.code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(answers[5]).toEqual({ ok: false, error: TOO_MANY });
  });

  it('lets the account try again once its failures are 15 minutes old, refused tries not counting', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 5; i++) await w.useCases.logIn.execute({ email: ann.email, password: 'nope-nope' });
    w.clock.advance(10 * MINUTE);
    expect(await w.useCases.logIn.execute({ email: ann.email, password: ann.password })).toEqual({
      ok: false,
      error: TOO_MANY,
    });
    w.clock.advance(5 * MINUTE);
    expect((await w.useCases.logIn.execute({ email: ann.email, password: ann.password })).ok).toBe(true);
  });

  it('starts the account over after a successful sign-in', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 4; i++) await w.useCases.logIn.execute({ email: ann.email, password: 'nope-nope' });
    expect((await w.useCases.logIn.execute({ email: ann.email, password: ann.password })).ok).toBe(true);
    for (let i = 0; i < 5; i++) {
      const wrong = await w.useCases.logIn.execute({ email: ann.email, password: 'nope-nope' });
      expect(wrong).toMatchObject({ ok: false, error: { code: 'INVALID_CREDENTIALS' } });
    }
    expect(await w.useCases.logIn.execute({ email: ann.email, password: ann.password })).toEqual({
      ok: false,
      error: TOO_MANY,
    });
  });

  it('refuses an IP after 5 failures on any accounts, and only that IP', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 5; i++) {
      await w.useCases.logIn.execute({
        email: `guess${i}@gmail.com`,
        password: 'nope-nope',
        ip: '203.0.113.9',
      });
    }
    const fromThere = await w.useCases.logIn.execute({
      email: ann.email,
      password: ann.password,
      ip: '203.0.113.9',
    });
    expect(fromThere).toEqual({ ok: false, error: TOO_MANY });
    const fromElsewhere = await w.useCases.logIn.execute({
      email: ann.email,
      password: ann.password,
      ip: '198.51.100.7',
    });
    expect(fromElsewhere.ok).toBe(true);
  });

  it('does not charge an IP for successful sign-ins (many players behind one address)', async () => {
    const w = securityWorld();
    const players = await Promise.all(Array.from({ length: 12 }, () => w.aPlayer()));
    const answers = await Promise.all(
      players.map((p) => w.useCases.logIn.execute({ email: p.email, password: p.password, ip: '192.0.2.1' })),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
  });

  it('lets at most 5 of 20 parallel guesses at one account check a password', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        w.useCases.logIn.execute({ email: ann.email, password: 'guess-guess' }),
      ),
    );
    const checked = answers.filter((a) => !a.ok && a.error.code === 'INVALID_CREDENTIALS');
    expect(checked).toHaveLength(5);
    expect(answers.filter((a) => !a.ok && a.error.code === 'TOO_MANY_ATTEMPTS')).toHaveLength(15);
  });

  it('applies the max login attempts setting', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    expect(await w.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 2 })).toMatchObject({
      ok: true,
    });
    for (let i = 0; i < 2; i++) await w.useCases.logIn.execute({ email: ann.email, password: 'nope-nope' });
    expect(await w.useCases.logIn.execute({ email: ann.email, password: ann.password })).toEqual({
      ok: false,
      error: TOO_MANY,
    });
  });

  it('refuses missing credentials without counting them', async () => {
    const w = securityWorld();
    const ann = await w.aPlayer();
    for (let i = 0; i < 8; i++) {
      const answer = await w.useCases.logIn.execute({ email: ann.email, password: '' });
      expect(answer).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    }
    expect((await w.useCases.logIn.execute({ email: ann.email, password: ann.password })).ok).toBe(true);
  });
});
