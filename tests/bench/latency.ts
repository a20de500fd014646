/** Runs `clients` loops issuing requests for `durationMs`; returns latency percentiles in ms. */
export async function measure(
  clients: number,
  durationMs: number,
  request: (client: number) => Promise<void>,
): Promise<{ count: number; p50: number; p99: number; max: number }> {
  const samples: number[] = [];
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const start = performance.now();
        await request(client);
        samples.push(performance.now() - start);
      }
    }),
  );
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  return {
    count: samples.length,
    p50: at(0.5),
    p99: at(0.99),
    max: samples[samples.length - 1] ?? Number.NaN,
  };
}
