/** What the fake Square API remembers: snake_case records, as Square sends them on the wire. */
interface FakeCustomer {
  id: string;
  given_name?: string;
  family_name?: string;
  email_address?: string;
  reference_id?: string;
  created_at: string;
}

export interface FakeCard {
  id: string;
  customer_id: string;
  card_brand: string;
  last_4: string;
  exp_month: number;
  exp_year: number;
  cardholder_name?: string | null;
  enabled: boolean;
  /** Square's id of the card number: the same for every card stored from one sandbox nonce. */
  fingerprint: string;
  created_at: string;
  /** The sandbox behaviour tag of the nonce it came from (not on Square's wire). */
  tag: string;
}

/** A payment Square created, declined ones included (status FAILED), in the tests' own shape. */
export interface FakePayment {
  id: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  cardId: string;
  customerId: string | null;
  locationId: string;
  referenceId: string | null;
  note: string | null;
  status: 'COMPLETED' | 'FAILED' | 'CANCELED';
  createdAt: string;
}

/** A refund Square accepted: PENDING until it is read back, then COMPLETED (or FAILED when told). */
export interface FakeRefund {
  id: string;
  idempotencyKey: string;
  paymentId: string;
  amountCents: number;
  reason: string | null;
  status: 'PENDING' | 'COMPLETED' | 'REJECTED' | 'FAILED';
  /** What the refund becomes once read: set by a 'later' refusal. */
  settlesAs: 'COMPLETED' | 'FAILED';
  createdAt: string;
}

/** A refund the fake will turn down: at once (a 400 with the code), or later (it ends FAILED). */
export interface FakeRefundRefusal {
  code: string;
  when: 'at-once' | 'later';
}

export interface FakeSquareState {
  accessToken: string;
  locationId: string;
  customers: Map<string, FakeCustomer>;
  cards: Map<string, FakeCard>;
  payments: FakePayment[];
  refunds: FakeRefund[];
  /** Consumed by the next refunds created, in order. */
  refundRefusals: FakeRefundRefusal[];
}

interface FakeRequest {
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: URLSearchParams;
}

export interface FakeResponse {
  status: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest, state: FakeSquareState) => FakeResponse;

export function emptyState(accessToken: string, locationId: string): FakeSquareState {
  return {
    accessToken,
    locationId,
    customers: new Map(),
    cards: new Map(),
    payments: [],
    refunds: [],
    refundRefusals: [],
  };
}

/** Square's error envelope: `{ errors: [{ category, code, detail }] }`, plus any extra fields. */
export function squareError(
  status: number,
  category: string,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
): FakeResponse {
  return { status, body: { errors: [{ category, code, detail }], ...extra } };
}

/** A Square-looking id: a prefix and 22 upper-case characters. */
export function fakeId(prefix = ''): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let id = prefix;
  for (let i = 0; i < 22; i += 1) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}
