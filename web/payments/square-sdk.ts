/** The few parts of Square's Web Payments SDK (square.js) the card form uses. */
interface SquareTokenResult {
  status: string;
  token?: string;
  details?: { card?: { brand?: string; last4?: string; expMonth?: number; expYear?: number } };
  errors?: { message?: string; field?: string }[];
}

export interface SquareCard {
  attach(target: HTMLElement | string): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}

export interface SquarePayments {
  card(): Promise<SquareCard>;
  verifyBuyer(
    token: string,
    details: { intent: 'STORE'; billingContact: { givenName?: string; familyName?: string } },
  ): Promise<{ token?: string } | null>;
}

declare global {
  interface Window {
    Square?: { payments(applicationId: string, locationId: string): SquarePayments };
  }
}

export const SQUARE_SCRIPT_URLS = {
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
} as const;

export const LOAD_FAILED = 'Failed to load payment form. Please try again.';

const loading = new Map<string, Promise<NonNullable<Window['Square']>>>();

/** Loads square.js of the environment once per page; a failed load may be tried again. */
export function loadSquare(environment: keyof typeof SQUARE_SCRIPT_URLS) {
  const src = SQUARE_SCRIPT_URLS[environment];
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<NonNullable<Window['Square']>>((resolve, reject) => {
    if (window.Square) return resolve(window.Square);
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Square ? resolve(window.Square) : reject(new Error(LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new Error(LOAD_FAILED));
    };
    document.head.append(script);
  });
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
