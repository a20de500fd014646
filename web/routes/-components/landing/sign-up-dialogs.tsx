import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import * as styles from './landing.css';

export interface WelcomeDialogProps {
  isOpen: boolean;
  message: string;
  onClose: () => void;
  onLogin: () => void;
}

/** After sign-up: the player logs in by hand, now or later. */
export function WelcomeDialog({ isOpen, message, onClose, onLogin }: WelcomeDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      tone="accent"
      icon="🎉"
      title="Welcome to Prize Wheel!"
      actions={
        <>
          <Button variant="ghost" onPress={onClose}>
            Maybe Later
          </Button>
          <Button onPress={onLogin}>Login Now</Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
      <p>Log in with your new account to start spinning.</p>
    </Dialog>
  );
}

export interface EmailTakenDialogProps {
  /** The address that is taken; null keeps the dialog closed. */
  email: string | null;
  onClose: () => void;
  onLogin: () => void;
}

export function EmailTakenDialog({ email, onClose, onLogin }: EmailTakenDialogProps) {
  return (
    <Dialog
      isOpen={email !== null}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      tone="warning"
      icon="📧"
      title="Email Already Registered"
      actions={
        <>
          <Button variant="ghost" onPress={onClose}>
            Close
          </Button>
          <Button onPress={onLogin}>Go to Login</Button>
        </>
      }
    >
      <p>
        An account with <span className={styles.emphasis}>{email}</span> already exists. Log in instead.
      </p>
    </Dialog>
  );
}
