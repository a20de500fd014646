import { LinkButton } from '../../../ui/link-button';
import type { AdminGame } from './admin-types';

/**
 * 'Download audit pack' of a game: the PDF, and beside it the same data as CSV and JSON with the raw
 * fairness log (ZIP). Each download is recorded in the activity list (docs/rules/back-office.md).
 */
export function AuditPackLinks({ game }: { game: Pick<AdminGame, 'id' | 'name'> }) {
  const base = `/api/admin/games/${game.id}/audit-pack`;
  return (
    <>
      <LinkButton
        size="sm"
        variant="secondary"
        href={`${base}.pdf`}
        download
        aria-label={`Download audit pack of ${game.name} (PDF)`}
      >
        Download audit pack
      </LinkButton>
      <LinkButton
        size="sm"
        variant="secondary"
        href={`${base}.zip`}
        download
        aria-label={`ZIP: audit pack of ${game.name} as CSV and JSON`}
      >
        ZIP
      </LinkButton>
    </>
  );
}
