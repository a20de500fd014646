import { isExcluded, selfExcluded } from '../../domain/responsible-play/self-exclusion';
import type { DomainError } from '../../domain/shared/errors';
import { err, ok, type Result } from '../../domain/shared/result';
import type { ResponsiblePlayStore } from './ports/responsible-play-store';

/** A free entry is not spending, but a player on a break may not take one either. */
export async function ensureNotExcluded(
  repos: { responsiblePlay: ResponsiblePlayStore },
  userId: number,
  now: Date,
): Promise<Result<void, DomainError>> {
  const until = (await repos.responsiblePlay.find(userId))?.excludedUntil ?? null;
  return until && isExcluded(until, now) ? err(selfExcluded(until)) : ok(undefined);
}
