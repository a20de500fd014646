import { Dialog } from '../../../ui/dialog';
import { LinkButton } from '../../../ui/link-button';

export interface AuthRequiredDialogProps {
  gameId: number;
  isOpen: boolean;
  onClose: () => void;
}

/** Spinning needs an account; signing up or in comes straight back to this game. */
export function AuthRequiredDialog({ gameId, isOpen, onClose }: AuthRequiredDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      tone="accent"
      icon="🔐"
      title="Sign In Required"
      actions={
        <>
          <LinkButton href={`/?gameId=${gameId}&tab=login`} variant="ghost">
            I have an account
          </LinkButton>
          <LinkButton href={`/?gameId=${gameId}`}>Sign Up</LinkButton>
        </>
      }
    >
      <p>Create a free account or log in to play. You will come straight back to this game.</p>
    </Dialog>
  );
}
