import { FindChargesWithoutClaims } from '../../application/payments/find-charges-without-claims';
import { ConfigError, configFromEnv } from '../config/app-config';
import { openPersistence } from '../postgres/persistence';
import { keptDataKey } from '../security/data-key';
import { buildContainer } from '../wiring/container';
import { EXIT, squareOrphans } from './square-orphans-command';

/**
 * Entry point of `npm run square:orphans -- --since <instant> [--json]`, with the site's own settings
 * (DATABASE_URL, PAYMENTS and SQUARE_*): the payment provider the site charges through, its database.
 */
async function find(since: Date) {
  const config = { ...configFromEnv(), logFormat: 'silent' as const };
  const persistence = await openPersistence(config);
  try {
    const dataKey = config.dataKey ?? (await keptDataKey(config.dataDir));
    return await buildContainer({ ...config, dataKey }, persistence)
      .get(FindChargesWithoutClaims)
      .execute(since);
  } finally {
    await persistence.close();
  }
}

const out = (text: string) => process.stdout.write(`${text}\n`);
try {
  process.exitCode = await squareOrphans(process.argv.slice(2), { find, out });
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  out(`${error instanceof ConfigError ? 'Prize Wheel is not configured right. ' : ''}${message}`);
  process.exitCode = EXIT.failed;
}
