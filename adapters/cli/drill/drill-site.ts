import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentGateway } from '../../../application/payments/ports/payment-gateway';
import { configFromEnv } from '../../config/app-config';
import { type RunningServer, startServer } from '../../server';

/** The site on a scratch cluster: the real server (migrations, use cases, HTTP), its loops off. */
export async function startDrillSite(
  databaseUrl: string,
  dataDir: string,
  gateway: PaymentGateway,
): Promise<RunningServer> {
  const base = configFromEnv({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DATA_KEY: randomBytes(32).toString('hex'),
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://127.0.0.1:0',
    LOG_FORMAT: 'silent',
    DEMO_DATA: '0',
  });
  // Nothing writes but the drill's own requests, so the state at the noted instant is the state read then.
  const config = {
    ...base,
    payments: { ...base.payments, reconcileIntervalMs: 0 },
    mail: { ...base.mail, dispatchIntervalMs: 0, closingIntervalMs: 0 },
  };
  return startServer(config, { overrides: { gateway } });
}

/** A signed-in player with a card on file, over HTTP as a browser would (Origin, session cookie). */
export class DrillPlayer {
  private cookie = '';

  private constructor(private readonly site: string) {}

  static async join(server: RunningServer, email: string): Promise<DrillPlayer> {
    const password = `drill-${randomBytes(8).toString('hex')}`;
    const registered = await server.useCases.registerPlayer.execute({
      firstName: 'Drill',
      lastName: 'Player',
      email,
      phone: '615-555-0100',
      password,
      state: 'TN',
      optOutPublicity: false,
      acceptedTermsAt: new Date().toISOString(),
    });
    if (!registered.ok) throw new Error(`registering ${email}: ${registered.error.message}`);
    const player = new DrillPlayer(server.url);
    await player.post('/api/login', { email, password });
    await player.post('/api/card/add', { cardNonce: 'cnon:card-nonce-ok' });
    return player;
  }

  /** One paid spin of gameId, answered 200 (charged and claimed). */
  async spin(gameId: number): Promise<void> {
    await this.post('/api/spin', { gameId, agreedToTerms: true }, { 'Idempotency-Key': randomUUID() });
  }

  private async post(path: string, json: unknown, headers: Record<string, string> = {}): Promise<void> {
    const response = await fetch(this.site + path, {
      method: 'POST',
      headers: { origin: this.site, 'content-type': 'application/json', cookie: this.cookie, ...headers },
      body: JSON.stringify(json),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  }
}

/** A live paid game of n numbers (number k costs k dollars). */
export async function aPaidGame(server: RunningServer, name: string, totalNumbers: number): Promise<number> {
  const game = await server.useCases.createGame.execute({
    name,
    prize: 'Drill prize',
    totalNumbers,
    freePlay: false,
  });
  if (!game.ok) throw new Error(`creating ${name}: ${game.error.message}`);
  return game.value.id;
}
