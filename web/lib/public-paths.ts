import { normalisePath } from '../../domain/shared/site-pages';
import { PUBLIC_PATHS } from './client-routes';

/** An informational page, open to everyone: it shows the same text whoever is signed in. */
export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(path));
}
