import { normalisePath, PUBLIC_PATHS } from './client-routes';

/** An informational page, open to everyone: it shows the same text whoever is signed in. */
export function isPublicPath(path: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(normalisePath(path));
}
