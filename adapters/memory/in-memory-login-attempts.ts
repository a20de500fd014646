import type { LoginAttempt, LoginAttempts } from '../../application/ports/login-attempts';

interface Row {
  id: string;
  key: string;
  at: number;
}

export class InMemoryLoginAttempts implements LoginAttempts {
  private rows: Row[] = [];

  async add(attempt: LoginAttempt, since: Date): Promise<number[]> {
    const keys = [...new Set(attempt.keys)];
    this.rows.push(...keys.map((key) => ({ id: attempt.id, key, at: attempt.at.getTime() })));
    this.rows = this.rows.filter((row) => row.at > since.getTime());
    return this.count(attempt.keys, since);
  }

  async count(keys: readonly string[], since: Date): Promise<number[]> {
    const recent = this.rows.filter((row) => row.at > since.getTime());
    return keys.map((key) => recent.filter((row) => row.key === key).length);
  }

  async remove(id: string): Promise<void> {
    this.rows = this.rows.filter((row) => row.id !== id);
  }

  async clear(key: string): Promise<void> {
    this.rows = this.rows.filter((row) => row.key !== key);
  }
}
