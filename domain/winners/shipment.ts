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

/** Each carrier we can link to: its tracking page for a number (the number's spaces and dashes dropped). */
const TRACKING_PAGES: Record<string, (n: string) => string> = {
  ups: (n) => `https://www.ups.com/track?tracknum=${n}`,
  usps: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  dhl: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}`,
};
const CARRIER_NAMES: Record<string, keyof typeof TRACKING_PAGES> = {
  ups: 'ups',
  unitedparcelservice: 'ups',
  usps: 'usps',
  unitedstatespostalservice: 'usps',
  fedex: 'fedex',
  federalexpress: 'fedex',
  fedexground: 'fedex',
  fedexexpress: 'fedex',
  dhl: 'dhl',
  dhlexpress: 'dhl',
};

/**
 * The carrier's tracking page for the shipment, or null for a carrier we do not know: the claim page and
 * the shipped e-mail link the tracking number there (docs/rules/winners.md, The operator's claims).
 */
export function trackingUrl(shipment: { carrier: string; trackingNumber: string }): string | null {
  const carrier = CARRIER_NAMES[shipment.carrier.toLowerCase().replace(/[^a-z]/g, '')];
  if (carrier === undefined) return null;
  return TRACKING_PAGES[carrier]?.(encodeURIComponent(shipment.trackingNumber.replace(/[\s-]/g, ''))) ?? null;
}
