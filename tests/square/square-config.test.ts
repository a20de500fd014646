import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../adapters/config/app-config';
import { DEFAULT_SQUARE_TIMEOUT_MS } from '../../adapters/square/square-config';

/** The Square part of the one configuration schema (adapters/config/app-config.ts). */
const squareConfigFromEnv = (env: NodeJS.ProcessEnv) => configFromEnv(env).payments.square;

const complete = {
  SQUARE_ACCESS_TOKEN: 'EAAA-token',
  SQUARE_APPLICATION_ID: 'sandbox-sq0idb-app',
  SQUARE_LOCATION_ID: 'L123',
};

describe('squareConfigFromEnv', () => {
  it('is null without an access token: the simulator takes payments', () => {
    expect(squareConfigFromEnv({})).toBeNull();
    expect(squareConfigFromEnv({ SQUARE_ACCESS_TOKEN: '  ' })).toBeNull();
  });

  it('defaults to the sandbox, the environment URL and a 10 s timeout', () => {
    expect(squareConfigFromEnv(complete)).toEqual({
      accessToken: 'EAAA-token',
      applicationId: 'sandbox-sq0idb-app',
      locationId: 'L123',
      environment: 'sandbox',
      baseUrl: null,
      requestTimeoutMs: DEFAULT_SQUARE_TIMEOUT_MS,
    });
  });

  it('reads production and a base URL', () => {
    const env = { ...complete, SQUARE_ENVIRONMENT: 'production', SQUARE_BASE_URL: 'http://127.0.0.1:9999' };
    expect(squareConfigFromEnv(env)).toMatchObject({
      environment: 'production',
      baseUrl: 'http://127.0.0.1:9999',
    });
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => squareConfigFromEnv({ ...complete, SQUARE_LOCATION_ID: '' })).toThrow(/SQUARE_LOCATION_ID/);
    expect(() => squareConfigFromEnv({ ...complete, SQUARE_APPLICATION_ID: undefined })).toThrow(
      /SQUARE_APPLICATION_ID/,
    );
    expect(() => squareConfigFromEnv({ ...complete, SQUARE_ENVIRONMENT: 'live' })).toThrow(
      /SQUARE_ENVIRONMENT/,
    );
    expect(() => squareConfigFromEnv({ ...complete, SQUARE_BASE_URL: 'not a url' })).toThrow(
      /SQUARE_BASE_URL/,
    );
  });
});
