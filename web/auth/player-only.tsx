import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from './auth-context';

/** Player pages (docs/rules/player-pages.md, Routes): a visitor with no user is sent to `/`. */
export function PlayerOnly({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  if (state.status !== 'signed-in') return <Navigate to="/" replace />;
  return <>{children}</>;
}
