import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../../adapters/config/app-config';
import { InMemoryAdminRepository } from '../../../adapters/memory/admin/in-memory-admin-repository';
import { InMemoryAdminSessionStore } from '../../../adapters/memory/admin/in-memory-admin-session-store';
import { ensureAdminAtStart } from '../../../adapters/start-up/admin-at-start';
import { EnsureAdministrator } from '../../../application/admin/ensure-administrator';
import { DEMO_ADMIN_EMAIL } from '../../../domain/admin/administrator';
import { Sha256PasswordHasher } from '../../api/support/test-app';

function world() {
  const admins = new InMemoryAdminRepository();
  const sessions = new InMemoryAdminSessionStore(admins);
  const hasher = new Sha256PasswordHasher();
  return { admins, sessions, hasher, ensure: new EnsureAdministrator(admins, sessions, hasher) };
}

const now = new Date('2030-01-01T00:00:00Z');
const before = new Date('2029-12-31T00:00:00Z');

describe('EnsureAdministrator', () => {
  it('creates the administrator with the e-mail in lower case and a hashed password', async () => {
    const w = world();
    const admin = await w.ensure.execute({ email: ' Boss@Example.com ', password: 'secret-1' });
    expect(admin).toEqual({
      id: 1,
      email: 'boss@example.com',
      firstName: 'Admin',
      lastName: 'Administrator',
    });
    const stored = await w.admins.findById(admin.id);
    expect(stored?.passwordHash).not.toContain('secret-1');
    expect(await w.hasher.verify(stored?.passwordHash ?? '', 'secret-1')).toBe(true);
  });

  it('keeps the sessions when the password is unchanged, and revokes them when it changes', async () => {
    const w = world();
    const admin = await w.ensure.execute({ email: 'boss@example.com', password: 'secret-1' });
    await w.sessions.create({ tokenHash: 'h', adminId: admin.id, createdAt: now, lastSeenAt: now });
    await w.ensure.execute({ email: 'boss@example.com', password: 'secret-1' });
    expect(await w.sessions.resume('h', now, before)).not.toBeNull();
    await w.ensure.execute({ email: 'BOSS@example.com', password: 'secret-2' });
    expect(await w.sessions.resume('h', now, before)).toBeNull();
    const stored = await w.admins.findById(admin.id);
    expect(await w.hasher.verify(stored?.passwordHash ?? '', 'secret-2')).toBe(true);
  });
});

describe('the administrator at start', () => {
  it('ensures ADMIN_EMAIL/ADMIN_PASSWORD and prints nothing', async () => {
    const w = world();
    const config = configFromEnv({ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'secret-1' });
    expect(await ensureAdminAtStart(config, w.ensure)).toEqual({ demo: null });
    expect(await w.admins.findByEmail('boss@example.com')).not.toBeNull();
  });

  it('makes the demo administrator with a new random password in demo mode', async () => {
    const w = world();
    const first = await ensureAdminAtStart({ admin: null, demoData: true }, w.ensure);
    const second = await ensureAdminAtStart({ admin: null, demoData: true }, w.ensure);
    expect(first.demo?.email).toBe(DEMO_ADMIN_EMAIL);
    expect(first.demo?.password).toMatch(/^[\w-]{16}$/);
    expect(second.demo?.password).not.toBe(first.demo?.password);
    const stored = await w.admins.findByEmail(DEMO_ADMIN_EMAIL);
    expect(await w.hasher.verify(stored?.passwordHash ?? '', second.demo?.password ?? '')).toBe(true);
  });

  it('makes no administrator outside demo mode without the variables', async () => {
    const w = world();
    expect(await ensureAdminAtStart({ admin: null, demoData: false }, w.ensure)).toEqual({ demo: null });
    expect(await w.admins.findByEmail(DEMO_ADMIN_EMAIL)).toBeNull();
  });

  it.each([
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_EMAIL, ADMIN_PASSWORD: set both'],
    [{ ADMIN_PASSWORD: 'secret-1' }, 'ADMIN_EMAIL, ADMIN_PASSWORD: set both'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret-1' }, 'ADMIN_EMAIL: must be an e-mail address'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD: must be at least 6'],
  ])('refuses the configuration %j', (env, problem) => {
    expect(() => configFromEnv(env)).toThrow(ConfigError);
    expect(() => configFromEnv(env)).toThrow(problem);
  });
});
