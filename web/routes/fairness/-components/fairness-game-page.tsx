import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { PublicPage, Section } from '../../-components/public/public-page';
import { FairnessSummary } from './fairness-summary';
import { instantPrizesStandText } from './instant-prize-text';
import { InstantPrizes } from './instant-prizes';
import { LogEntries } from './log-entries';
import { SchemeInPlainWords } from './scheme-in-plain-words';
import { TermsVersions } from './terms-check';
import { FairnessLoadError, useFairnessCheck } from './use-fairness-check';
import { YourEntries } from './your-entries';

const RELATED = [
  { href: '/fairness', label: 'Provably Fair' },
  { href: '/game-info', label: 'How Our Game Works' },
  { href: '/official-rules', label: 'Official Rules' },
] as const;

function Verification({ gameId }: { gameId: number }) {
  const check = useFairnessCheck(gameId);
  const [mine, setMine] = useState<readonly number[]>([]);
  if (check.isPending) return <Spinner label="Checking the game in your browser..." />;
  if (check.isError) {
    const error = check.error;
    const retry = !(error instanceof FairnessLoadError) || error.kind === 'unavailable';
    return (
      <Section title="Result">
        <Alert tone="danger">Could not check this game. {error.message}</Alert>
        {retry ? (
          <Button variant="secondary" onPress={() => check.refetch()}>
            Try Again
          </Button>
        ) : null}
      </Section>
    );
  }
  return (
    <>
      <Section title="Result">
        <FairnessSummary check={check.data} />
      </Section>
      {check.data.report.instantPrizes.length > 0 ? (
        <Section title="Instant prizes">
          <InstantPrizes
            prizes={check.data.report.instantPrizes}
            revealed={check.data.report.seed.status !== 'unrevealed'}
          />
        </Section>
      ) : null}
      <Section title="Terms">
        <TermsVersions check={check.data.terms} gameId={gameId} />
      </Section>
      <Section title="Your entries">
        <YourEntries answer={check.data.answer} onFound={setMine} />
      </Section>
      <Section title="The game's log">
        <LogEntries entries={check.data.report.entries} mine={mine} />
      </Section>
    </>
  );
}

/** /fairness/{gameId}: the game's fairness answer re-derived in the browser, entry by entry. */
export function FairnessGamePage({ gameId }: { gameId: number }) {
  // The game's name from the public game answer; its number until it arrives (or for a deleted game).
  const game = trpc.games.byId.useQuery({ id: gameId }, { retry: false });
  return (
    <PublicPage
      title={game.data ? `Fairness of ${game.data.name}` : `Fairness of Game ${gameId}`}
      icon="🔐"
      intro="Your browser re-derives every claim and the draw of this game from its seeds and checks every link of its history. Nothing here trusts our server."
      related={RELATED}
      back={{ href: `/game/${gameId}`, label: 'Back to the Game' }}
    >
      {game.data?.cancellation ? (
        <Section title="Cancelled">
          <Alert tone="warning">
            This game was cancelled on {formatDateTime(game.data.cancellation.at)}: no winner is drawn, and
            every paid number is refunded to its card. {instantPrizesStandText(game.data.instantPrizes)}Its
            server seed is public, and its log records the cancellation. Reason given: “
            {game.data.cancellation.reason}”
          </Alert>
        </Section>
      ) : null}
      <Verification gameId={gameId} />
      <SchemeInPlainWords />
    </PublicPage>
  );
}
