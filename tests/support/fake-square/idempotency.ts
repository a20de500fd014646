import { type FakeResponse, squareError } from './fake-square-state';

/**
 * Square's idempotency, per endpoint: the same key with the same body gets the first answer again
 * (declines included) without acting twice; the same key with another body is IDEMPOTENCY_KEY_REUSED.
 */
export class IdempotencyStore {
  private readonly answers = new Map<string, { body: string; response: FakeResponse }>();

  answer(endpoint: string, body: Record<string, unknown>, act: () => FakeResponse): FakeResponse {
    const key = body.idempotency_key;
    if (typeof key !== 'string' || key === '') return act();
    const scoped = `${endpoint} ${key}`;
    const canonical = canonicalJson(body);
    const previous = this.answers.get(scoped);
    if (previous) {
      if (previous.body === canonical) return previous.response;
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'IDEMPOTENCY_KEY_REUSED',
        `The idempotency key ${key} was already used for a different request`,
      );
    }
    const response = act();
    if (response.status < 500) this.answers.set(scoped, { body: canonical, response });
    return response;
  }

  clear(): void {
    this.answers.clear();
  }
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
