import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../adapters/config/app-config';

const root = resolve(import.meta.dirname, '../..');
const DATA_KEY = 'ab'.repeat(32);
const SQUARE = {
  SQUARE_ACCESS_TOKEN: 'EAAA-token',
  SQUARE_APPLICATION_ID: 'sq0idp-app',
  SQUARE_LOCATION_ID: 'LOC1',
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    configFromEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/**
 * The server `npm start` runs (compiled by the tests' global set-up) with only these variables: its exit
 * code and what it printed.
 */
function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('the configuration: one schema over every variable', () => {
  it('has the defaults of the README with no variable set', () => {
    expect(configFromEnv({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      devOrigin: null,
      databaseUrl: null,
      demoData: true,
      trustProxy: false,
      anonymousWritesPerMinute: 30,
      metricsToken: null,
      logFormat: 'json',
      payments: { gateway: 'simulator', square: null, reconcileIntervalMs: 5_000 },
    });
    expect(
      configFromEnv({ PORT: '8080', PUBLIC_URL: 'https://wheel.example/', DATA_KEY, ...SQUARE }),
    ).toMatchObject({
      port: 8080,
      publicUrl: 'https://wheel.example',
      payments: { gateway: 'square' },
    });
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({
      PORT: 'abc',
      RECONCILE_INTERVAL_MS: '-1',
      LOG_FORMAT: 'loud',
      PUBLIC_URL: 'ftp://wheel.example',
      TRUST_PROXY: 'yes',
      METRICS_TOKEN: 'short',
    });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'LOG_FORMAT',
      'METRICS_TOKEN',
      'PORT',
      'PUBLIC_URL',
      'RECONCILE_INTERVAL_MS',
      'TRUST_PROXY',
    ]);
    expect(problems.join('\n')).toContain('PORT: must be a whole number from 0 to 65535 (got "abc")');
    expect(problemsOf({ PORT: '70000' })).toHaveLength(1);
    // A rule across variables is reported with the rest.
    const mixed = problemsOf({
      PORT: 'abc',
      PUBLIC_URL: 'https://wheel.example',
      SQUARE_ACCESS_TOKEN: 'EAAA',
    });
    expect(mixed.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATA_KEY',
      'PORT',
      'SQUARE_APPLICATION_ID',
      'SQUARE_LOCATION_ID',
    ]);
    expect(problemsOf({ PORT: 'abc', PUBLIC_URL: 'https://wheel.example' }).join('\n')).toContain(
      'ALLOW_TEST_PAYMENTS=1',
    );
  });

  it('refuses the payment simulator on an https site unless ALLOW_TEST_PAYMENTS=1', () => {
    for (const env of [
      { PUBLIC_URL: 'https://wheel.example', DATA_KEY },
      { PUBLIC_URL: 'https://wheel.example', DATA_KEY, PAYMENTS: 'simulator', ...SQUARE },
      { PUBLIC_URL: 'https://wheel.example', DATA_KEY, ALLOW_TEST_PAYMENTS: '0' },
    ]) {
      const [problem, ...others] = problemsOf(env);
      expect(others).toEqual([]);
      for (const name of ['PUBLIC_URL', 'SQUARE_ACCESS_TOKEN', 'ALLOW_TEST_PAYMENTS=1'])
        expect(problem).toContain(name);
    }
    expect(problemsOf({ PUBLIC_URL: 'https://wheel.example', DATA_KEY, ALLOW_TEST_PAYMENTS: '1' })).toEqual(
      [],
    );
    expect(problemsOf({ PUBLIC_URL: 'https://wheel.example', DATA_KEY, ...SQUARE })).toEqual([]);
    expect(problemsOf({ PUBLIC_URL: 'http://wheel.internal:3000' })).toEqual([]);
  });

  it('reads DATA_KEY as 32 bytes in hex or base64, and never repeats a bad one', () => {
    const bytes = Buffer.from(DATA_KEY, 'hex');
    for (const written of [
      DATA_KEY,
      DATA_KEY.toUpperCase(),
      bytes.toString('base64'),
      bytes.toString('base64url'),
      ` ${bytes.toString('base64').replace(/=$/, '')} `,
    ]) {
      expect(configFromEnv({ DATA_KEY: written }).dataKey).toEqual(bytes);
    }
    expect(configFromEnv({}).dataKey).toBeNull();
    for (const bad of ['secret', 'ab'.repeat(31), 'ab'.repeat(33), Buffer.alloc(33).toString('base64')]) {
      const problems = problemsOf({ DATA_KEY: bad });
      expect(problems).toEqual([
        expect.stringMatching(/^DATA_KEY: must be 32 bytes written as 64 hex digits or base64/),
      ]);
      expect(problems.join()).not.toContain(bad);
    }
  });

  it('requires DATA_KEY on an https site', () => {
    const problems = problemsOf({ PUBLIC_URL: 'https://wheel.example', ...SQUARE });
    expect(problems).toEqual([expect.stringContaining('DATA_KEY: required when PUBLIC_URL is https://')]);
    expect(problemsOf({ PUBLIC_URL: 'http://wheel.internal:3000' })).toEqual([]);
  });

  it('reads DATABASE_READ_URL, the standby of the public reads, only beside DATABASE_URL', () => {
    expect(configFromEnv({}).databaseReadUrl).toBeNull();
    const primary = 'postgres://app@db1/prize_wheel';
    const standby = 'postgres://reader@db2/prize_wheel';
    expect(configFromEnv({ DATABASE_URL: primary, DATABASE_READ_URL: standby })).toMatchObject({
      databaseUrl: primary,
      databaseReadUrl: standby,
    });
    expect(problemsOf({ DATABASE_READ_URL: standby })).toEqual([
      'DATABASE_READ_URL: needs DATABASE_URL (the primary whose standby it is)',
    ]);
  });

  it('wants the operator named by both OPERATOR_NAME and OPERATOR_ADDRESS, or neither', () => {
    expect(configFromEnv({}).sponsor).toBeNull();
    expect(configFromEnv({ OPERATOR_NAME: ' ', OPERATOR_ADDRESS: '' }).sponsor).toBeNull();
    const [onlyName] = problemsOf({ OPERATOR_NAME: 'Wheel Games LLC' });
    expect(onlyName).toMatch(/^OPERATOR_ADDRESS: must be set with OPERATOR_NAME/);
    const [onlyAddress] = problemsOf({ OPERATOR_ADDRESS: '1 Main St' });
    expect(onlyAddress).toMatch(/^OPERATOR_NAME: must be set with OPERATOR_ADDRESS/);
    const [tooLong] = problemsOf({ OPERATOR_NAME: 'x'.repeat(201), OPERATOR_ADDRESS: '1 Main St' });
    expect(tooLong).toMatch(/^OPERATOR_NAME: must be at most 200 characters/);
  });

  it('reads where mail goes: SMTP_URL, MAIL_FROM, CONTACT_EMAIL (default ADMIN_EMAIL, shown publicly only when set), MAIL_INTERVAL_MS', () => {
    expect(configFromEnv({}).mail).toEqual({
      smtpUrl: null,
      from: 'Prize Wheel <no-reply@localhost>',
      contactEmail: null,
      publicContactEmail: null,
      dispatchIntervalMs: 5000,
      closingIntervalMs: 15000,
    });
    expect(
      configFromEnv({
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Wheel <hi@wheel.example>',
        ADMIN_EMAIL: 'admin@wheel.example',
        ADMIN_PASSWORD: 'a-long-admin-password',
        MAIL_INTERVAL_MS: '0',
        CLOSING_INTERVAL_MS: '1000',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example:465',
      from: 'Wheel <hi@wheel.example>',
      contactEmail: 'admin@wheel.example',
      // The administrator's own address is never shown on the contact page.
      publicContactEmail: null,
      dispatchIntervalMs: 0,
      closingIntervalMs: 1000,
    });
    expect(
      configFromEnv({
        CONTACT_EMAIL: 'ops@wheel.example',
        ADMIN_EMAIL: 'a@wheel.example',
        ADMIN_PASSWORD: 'a-long-admin-password',
      }).mail,
    ).toMatchObject({ contactEmail: 'ops@wheel.example', publicContactEmail: 'ops@wheel.example' });
    const problems = problemsOf({
      SMTP_URL: 'http://mail.example',
      CONTACT_EMAIL: 'nobody',
      MAIL_INTERVAL_MS: '-5',
      CLOSING_INTERVAL_MS: 'soon',
    });
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'SMTP_URL',
      'CONTACT_EMAIL',
      'MAIL_INTERVAL_MS',
      'CLOSING_INTERVAL_MS',
    ]);
  });

  // Two cold starts of `node --import tsx`: 2-4 s each on an idle machine, over 15 s each with two
  // busy cores and the rest of the suite running (it timed out at 30 s there); each start may take 60 s.
  it('stops `npm start` before it opens anything, saying what to fix', { timeout: 150_000 }, () => {
    const bad = start({ PORT: 'abc', RECONCILE_INTERVAL_MS: '-1', DATA_KEY: 'not-a-key' });
    expect(bad.status).toBe(1);
    expect(bad.output).toContain('DATA_KEY: must be 32 bytes');
    expect(bad.output).not.toContain('not-a-key');
    expect(bad.output).toContain('PORT: must be a whole number');
    expect(bad.output).toContain('RECONCILE_INTERVAL_MS: must be a whole number');

    const simulator = start({ PUBLIC_URL: 'https://wheel.example', DATA_DIR: '/nonexistent/never-created' });
    expect(simulator.status).toBe(1);
    expect(simulator.output).toContain('ALLOW_TEST_PAYMENTS=1');
    expect(simulator.output).toContain('DATA_KEY: required when PUBLIC_URL is https://');
    expect(simulator.output).not.toContain('Prize Wheel is running');
  });
});
