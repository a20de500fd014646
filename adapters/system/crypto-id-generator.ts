import { randomUUID } from 'node:crypto';
import type { IdGenerator } from '../../application/shared/ports/id-generator';

export class CryptoIdGenerator implements IdGenerator {
  uuid(): string {
    return randomUUID();
  }
}
