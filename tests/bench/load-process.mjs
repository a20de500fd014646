// The load generator: its own process (plain JS, forked by load.ts), so autocannon's event loop never
// queues behind the server's or the bench's. It takes jobs over IPC and answers autocannon's figures.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

/** Each request takes the next (cookie, game) pair: one paid spin per player and game. */
function spinRequests(job) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/spin',
      setupRequest: (request) => {
        const pair = job.pairs[next++ % job.pairs.length];
        return {
          ...request,
          headers: {
            origin: job.url,
            cookie: pair.cookie,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({ gameId: pair.gameId, agreedToTerms: true }),
        };
      },
    },
  ];
}

function options(job) {
  const common = { url: job.url, connections: job.connections, timeout: 30 };
  if (job.kind === 'spins') return { ...common, amount: job.pairs.length, requests: spinRequests(job) };
  return { ...common, duration: job.seconds, headers: job.headers ?? {}, requests: [{ path: job.path }] };
}

async function run(job) {
  // Timed here: autocannon's own duration is whole seconds, which quantised short spin runs (50 spins
  // in 0.4 s read as 50/s).
  const started = performance.now();
  const result = await autocannon(options(job));
  const seconds = (performance.now() - started) / 1000;
  const ok = result['2xx'];
  return {
    ok,
    requestsPerSecond: ok / Math.max(seconds, 1e-3),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]),
    ),
  };
}

process.on('message', async ({ id, jobs }) => {
  try {
    process.send({ id, results: await Promise.all(jobs.map(run)) });
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) });
  }
});
process.on('disconnect', () => process.exit(0));
