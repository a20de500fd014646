/** The signed-in user remembered in the browser, used only when the server cannot be asked. */
export interface StoredUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  cardOnFile: boolean;
}

interface StoredAuth {
  isAuthenticated: boolean;
  user: StoredUser;
  timestamp: number;
}

const AUTH_STORAGE_KEY = 'prize-wheel-auth';
const VALID_FOR_MS = 30 * 24 * 60 * 60 * 1000;

function isStoredAuth(value: unknown): value is StoredAuth {
  if (!value || typeof value !== 'object') return false;
  const record = value as Partial<StoredAuth>;
  const user = record.user as Partial<StoredUser> | undefined;
  return (
    typeof record.isAuthenticated === 'boolean' &&
    typeof record.timestamp === 'number' &&
    !!user &&
    typeof user.id === 'number' &&
    typeof user.email === 'string'
  );
}

export function clearStoredAuth(): void {
  try {
    localStorage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): nothing is remembered anyway.
  }
}

/** The stored user when the record is authenticated and under 30 days old; stale or broken records are removed. */
export function readStoredUser(now = Date.now()): StoredUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    clearStoredAuth();
    return null;
  }
  if (!isStoredAuth(parsed) || now - parsed.timestamp > VALID_FOR_MS) {
    clearStoredAuth();
    return null;
  }
  return parsed.isAuthenticated ? parsed.user : null;
}

export function storeUser(user: StoredUser, now = Date.now()): void {
  const record: StoredAuth = {
    isAuthenticated: true,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      cardOnFile: user.cardOnFile,
    },
    timestamp: now,
  };
  try {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Storage full or unavailable: the session cookie still works.
  }
}
