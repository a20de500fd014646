// The load generator runs in its own thread (plain JS: workers do not get tsx's loader), so its
// event loop does not queue behind the server's and the latencies measured are the server's.
import { parentPort, workerData } from 'node:worker_threads';

const job = workerData;
const samples = [];
const end = performance.now() + job.durationMs;
let next = 0;

async function once() {
  if (job.kind === 'games') {
    const response = await fetch(`${job.baseUrl}/api/games`);
    if (!response.ok) throw new Error(`GET /api/games answered ${response.status}`);
    await response.arrayBuffer();
    return true;
  }
  const cookie = job.cookies[next++];
  if (!cookie) return false;
  const paid = job.kind === 'paid-spins';
  const headers = { origin: job.baseUrl, cookie, 'content-type': 'application/json' };
  if (paid) headers['idempotency-key'] = crypto.randomUUID();
  const response = await fetch(`${job.baseUrl}/api/${paid ? 'spin' : 'free-spin'}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(paid ? { gameId: job.gameId, agreedToTerms: true } : { gameId: job.gameId }),
  });
  if (response.status !== 200) throw new Error(`${job.kind} answered ${response.status}`);
  await response.arrayBuffer();
  return true;
}

await Promise.all(
  Array.from({ length: job.clients }, async () => {
    while (performance.now() < end) {
      const start = performance.now();
      if (!(await once())) return;
      samples.push(performance.now() - start);
    }
  }),
);
samples.sort((a, b) => a - b);
const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
parentPort.postMessage({
  count: samples.length,
  p50: at(0.5),
  p99: at(0.99),
  max: samples.at(-1) ?? Number.NaN,
});
