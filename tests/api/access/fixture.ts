import type { Game } from '../../../domain/games/game';
import { startTestServer, type TestServer } from '../../support/test-server';
import { signInAdminAt } from '../support/admin-session';
import { registrationForm1, Sha256PasswordHasher } from '../support/test-app';
import { send, sessionCookieFrom } from './send';

export interface Player {
  id: number;
  email: string;
  password: string;
  /** The Cookie header of a live session. */
  cookie: string;
}

/** The real server on a fresh database, a live game with free play, and two signed-in players. */
export interface AccessFixture {
  server: TestServer;
  url: string;
  game: Game;
  me: Player;
  other: Player;
  /** A new player, registered and signed in over HTTP. */
  signUp(): Promise<Player>;
  /** The Cookie header of a live session of the test administrator. */
  adminCookie: string;
  /** Signs the test administrator in again (a new session); answers its Cookie header. */
  signInAdmin(): Promise<string>;
}

let players = 0;

export async function startAccessFixture(): Promise<AccessFixture> {
  const server = await startTestServer({ overrides: { hasher: new Sha256PasswordHasher() } });
  // Tests here sign in far more often than a person would; the throttle has its own tests.
  await server.useCases.changeSetting.execute({ key: 'maxLoginAttempts', value: 1000 });
  const created = await server.useCases.createGame.execute({
    name: 'Access Wheel',
    prize: 'Mug',
    totalNumbers: 200,
    freePlay: true,
  });
  if (!created.ok) throw new Error(created.error.message);
  const signUp = async (): Promise<Player> => {
    const form = registrationForm1({
      email: `access${++players}.${process.pid}.${Date.now()}@gmail.com`,
      acceptedTermsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    const registered = await send(server.url, { method: 'POST', path: '/api/register', json: form });
    if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.text}`);
    const email = String(form.email);
    const password = String(form.password);
    const login = await send(server.url, { method: 'POST', path: '/api/login', json: { email, password } });
    return { id: registered.json.user.id, email, password, cookie: sessionCookieFrom(login) };
  };
  const signInAdmin = () => signInAdminAt(server.url);
  return {
    server,
    url: server.url,
    game: created.value,
    me: await signUp(),
    other: await signUp(),
    signUp,
    adminCookie: await signInAdmin(),
    signInAdmin,
  };
}
