import { type AppConfig, ConfigError, configFromEnv } from './config/app-config';
import { describeMail } from './config/mail-config';
import { startServer } from './server';

/** `npm start`: the whole site on one port, with the embedded database unless DATABASE_URL is set. */
let config: AppConfig;
try {
  config = configFromEnv();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // The command's own output, before any logger exists: what to fix, then a failed exit.
  console.error(`Prize Wheel cannot start. ${error.message}`);
  process.exit(1);
}
const server = await startServer(config);
const database = server.databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(
  `Prize Wheel is running at ${server.publicUrl} (${database}${config.demoData ? ', demo data' : ''})`,
);
console.log(`Mail: ${describeMail(config.mail)}`);

if (server.demoAdmin) {
  const { email, password } = server.demoAdmin;
  console.log(
    `Demo administrator: sign in at ${server.publicUrl}/admin-login as ${email} with password ${password} (a new password at every start; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`,
  );
}

/** A stop signal drains the process (adapters/server.ts); whatever happens, it is gone within this. */
const EXIT_DEADLINE_MS = 9_500;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('Prize Wheel is stopping: finishing the requests under way');
  setTimeout(() => {
    console.error('Prize Wheel did not finish draining in time: exiting');
    process.exit(1);
  }, EXIT_DEADLINE_MS).unref();
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
