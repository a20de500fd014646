import { instantWinOf } from '../../../lib/instant-prizes';
import type { GameOut } from '../../../lib/trpc';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { InstantWinNote } from '../../-components/instant-prizes/instant-prize-list';
import { AuthRequiredDialog } from './auth-required-dialog';
import { SpinProof } from './spin-proof';
import type { FreeSpin } from './use-free-spin';

export interface FreeSpinDialogsProps {
  game: GameOut;
  freeSpin: FreeSpin;
}

export function FreeSpinDialogs({ game, freeSpin }: FreeSpinDialogsProps) {
  const instantWin = instantWinOf(freeSpin.result);
  return (
    <>
      <Dialog
        isOpen={freeSpin.phase === 'confirm'}
        onOpenChange={(open) => !open && freeSpin.cancel()}
        role="alertdialog"
        tone="success"
        icon="🎁"
        title="Use Your Free Entry?"
        actions={
          <>
            <Button variant="ghost" onPress={freeSpin.cancel}>
              Cancel
            </Button>
            <Button onPress={freeSpin.confirm}>Spin for Free</Button>
          </>
        }
      >
        <p>
          Every player gets one free entry in {game.name}. The wheel picks one of the still-available free
          numbers ({game.freePlayStart}-{game.freePlayEnd}) for you, and nothing is charged.
        </p>
        <p>You can use it only once in this game.</p>
      </Dialog>

      <AuthRequiredDialog
        gameId={game.id}
        isOpen={freeSpin.authRequired}
        onClose={freeSpin.closeAuthRequired}
      />

      <Dialog
        isOpen={freeSpin.resultOpen}
        onOpenChange={(open) => !open && freeSpin.closeResult()}
        tone="accent"
        icon={instantWin ? '🏆' : '🎉'}
        title={
          instantWin
            ? 'Instant win!'
            : freeSpin.result
              ? `You landed on ${freeSpin.result.number}!`
              : 'Spin result'
        }
        actions={<Button onPress={freeSpin.closeResult}>Awesome!</Button>}
      >
        <InstantWinNote win={instantWin} number={freeSpin.result?.number} />
        {freeSpin.result && !instantWin ? <p>{freeSpin.result.message}</p> : null}
        <p>Number {freeSpin.result?.number} is yours in this game. Free entry: nothing was charged.</p>
        <SpinProof gameId={game.id} proof={freeSpin.result} />
      </Dialog>
    </>
  );
}
