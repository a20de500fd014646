import { configFromEnv } from './config';
import { startServer } from './server';

/** `npm start`: the whole site on one port, with the embedded database unless DATABASE_URL is set. */
const config = configFromEnv();
const server = await startServer(config);
const database = server.databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(
  `Prize Wheel is running at ${config.publicUrl} (${database}${config.demoData ? ', demo data' : ''})`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
