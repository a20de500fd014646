import type { DomainError } from '../../domain/shared/errors';

/** The field a refusal names, for assertions over refusals of any code (undefined when it names none). */
export const fieldOf = (error: DomainError): string | undefined =>
  'field' in error ? error.field : undefined;

/** The number a declined spin holds for the player; throws for any other refusal. */
export function heldNumberOf(error: DomainError): number {
  if (error.code !== 'PAYMENT_DECLINED') throw new Error(`expected a decline, got ${error.code}`);
  if (error.number === null) throw new Error('expected a held number, the decline holds none');
  return error.number;
}
