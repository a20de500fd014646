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

/**
 * Answers per second. A timed run: answers over its seconds. A spin run (a fixed number of requests)
 * ends only on autocannon's next 1-second tick, so its wall time is whole seconds (50 spins in 0.4 s
 * read as 50/s); its rate is Little's law for the closed loop instead: connections kept busy over the
 * mean latency.
 */
function rate(job, result, ok) {
  if (job.kind !== 'spins') return ok / Math.max(result.duration, 1e-3);
  const busy = Math.min(job.connections, ok);
  return result.latency.mean > 0 ? busy / (result.latency.mean / 1000) : 0;
}

async function run(job) {
  const result = await autocannon(options(job));
  const ok = result['2xx'];
  return {
    ok,
    requestsPerSecond: rate(job, result, ok),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    seconds: result.duration,
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
