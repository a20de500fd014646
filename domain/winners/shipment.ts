import { type DomainError, invalidInput } from '../shared/errors';
import { readText } from '../shared/input';
import { err, ok, type Result } from '../shared/result';

/** How a shipped prize is traced: the carrier and its tracking number, both required. */
export function readShipment(
  carrier: unknown,
  trackingNumber: unknown,
): Result<{ carrier: string; trackingNumber: string }, DomainError> {
  const c = readText(carrier, 'carrier', 'Carrier');
  if (!c.ok) return c;
  if (c.value === '' || c.value.length > 60)
    return err(invalidInput('carrier', 'Enter the carrier (up to 60 characters)'));
  const t = readText(trackingNumber, 'trackingNumber', 'Tracking number');
  if (!t.ok) return t;
  if (!/^[A-Za-z0-9 -]{4,60}$/.test(t.value))
    return err(
      invalidInput('trackingNumber', 'Enter the tracking number (4 to 60 letters, digits, spaces or dashes)'),
    );
  return ok({ carrier: c.value, trackingNumber: t.value });
}
