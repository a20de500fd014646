import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getQueryKey } from '@trpc/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { trpc, type UserOut } from '../lib/trpc';
import { clearStoredAuth, readStoredUser, type StoredUser, storeUser } from './auth-storage';

export type AuthUser = StoredUser & Partial<Omit<UserOut, keyof StoredUser>>;

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: AuthUser };

interface AuthContextValue {
  state: AuthState;
  /** Record a user the server has just signed in. */
  signedIn: (user: UserOut) => void;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Asks the server who is signed in. When the server cannot answer, a recent stored record stands in;
 * when it answers "nobody" the stored record is dropped, as on any 401.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const router = useRouter();
  const logoutMutation = trpc.auth.logout.useMutation();

  useEffect(() => {
    if (me.data) storeUser(me.data);
    else if (me.data === null) clearStoredAuth();
  }, [me.data]);

  const signedIn = useCallback(
    (user: UserOut) => {
      storeUser(user);
      utils.auth.me.setData(undefined, user);
      void utils.games.freePlayStatus.invalidate();
    },
    [utils],
  );

  const logout = useCallback(async () => {
    try {
      await logoutMutation.mutateAsync();
    } catch {
      // Logging out locally matters more than the server's answer.
    }
    clearStoredAuth();
    utils.auth.me.setData(undefined, null);
    queryClient.removeQueries({ queryKey: getQueryKey(trpc.games.freePlayStatus) });
    await router.navigate({ to: '/' });
  }, [logoutMutation, utils, queryClient, router]);

  const state = useMemo<AuthState>(() => {
    if (me.isPending) return { status: 'loading', user: null };
    if (me.data) return { status: 'signed-in', user: me.data };
    if (me.data === null) return { status: 'signed-out', user: null };
    const stored = readStoredUser();
    return stored ? { status: 'signed-in', user: stored } : { status: 'signed-out', user: null };
  }, [me.isPending, me.data]);

  const value = useMemo(() => ({ state, signedIn, logout }), [state, signedIn, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}
