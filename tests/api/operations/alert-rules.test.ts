import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promtool, promtoolAvailable } from '../../support/deployment/promtool';
import { parsePrometheusText } from '../../support/prometheus-text';
import { startTestServer, type TestServer } from '../../support/test-server';
import { Sha256PasswordHasher } from '../support/test-app';

const deploy = resolve(import.meta.dirname, '../../../deploy');
const RULES = 'prometheus-rules.yml';
const TOKEN = 'alert-rules-token-for-the-test-0123456789';

/** The metric names an expression reads: every identifier of the server's or prom-client's families. */
function metricsRead(rules: string): Set<string> {
  const names = rules.match(/\b(?:prizewheel|nodejs|process)_[a-z0-9_]+\b/g) ?? [];
  return new Set(names.map((name) => name.replace(/_(bucket|sum|count)$/, '')));
}

describe.runIf(promtoolAvailable())('the alert rules (deploy/prometheus-rules.yml)', () => {
  it('are valid rules for Prometheus (promtool check rules)', () => {
    const check = promtool(['check', 'rules', RULES], deploy);
    expect(check.status, check.output).toBe(0);
    expect(check.output).toContain('SUCCESS: 8 rules found');
  });

  it('fire on the synthetic series that should wake someone, and stay quiet on a healthy site (promtool test rules)', () => {
    const test = promtool(['test', 'rules', 'prometheus-rules.test.yml'], deploy);
    expect(test.status, test.output).toBe(0);
    expect(test.output).toContain('SUCCESS');
  });
});

describe('the metrics the alert rules and the Grafana dashboard (deploy/grafana-dashboard.json) read', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      metricsToken: TOKEN,
      overrides: { hasher: new Sha256PasswordHasher() },
    });
  });
  afterAll(() => server?.close());

  it('are all exported by the server, a family each; readiness answers are counted by route', async () => {
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const exposition = parsePrometheusText(await response.text());
    const read = metricsRead(readFileSync(resolve(deploy, RULES), 'utf8'));
    expect(read.size).toBeGreaterThanOrEqual(7);
    for (const name of read) expect(exposition.types.has(name), name).toBe(true);
    // The dashboard: valid JSON, a panel per family the server exports, and nothing else read.
    const dashboard = JSON.parse(readFileSync(resolve(deploy, 'grafana-dashboard.json'), 'utf8')) as {
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const drawn = metricsRead(
      dashboard.panels.flatMap((panel) => panel.targets.map((t) => t.expr)).join('\n'),
    );
    for (const name of drawn) expect(exposition.types.has(name), name).toBe(true);
    const families = [...exposition.types.keys()].filter((name) => name.startsWith('prizewheel_'));
    for (const family of families) expect(drawn.has(family), `a panel of ${family}`).toBe(true);
    // The flapping alert reads the readiness probe's answers from the request histogram.
    const ready = exposition.samples.filter(
      (sample) =>
        sample.name === 'prizewheel_http_request_duration_seconds_count' &&
        sample.labels.route === '/api/ready',
    );
    expect(ready.map((sample) => sample.labels.status)).toContain('200');
  });
});
