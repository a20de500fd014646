import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { errorDialogTitle } from './error-dialog-title';
import * as styles from './landing.css';

export interface AuthFailure {
  message: string;
  code?: string;
}

export interface AuthErrorDialogProps {
  failure: AuthFailure | null;
  onClose: () => void;
  onRetry: () => void;
  /** Advice shown under the message (the card setup step lists what to check). */
  children?: ReactNode;
}

/** The generic sign-up / login failure dialog, titled by what the message is about. */
export function AuthErrorDialog({ failure, onClose, onRetry, children }: AuthErrorDialogProps) {
  const message = failure?.message ?? '';
  return (
    <Dialog
      isOpen={failure !== null}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      tone="danger"
      icon="⚠️"
      title={errorDialogTitle(message)}
      actions={
        <>
          <Button variant="ghost" onPress={onClose}>
            Close
          </Button>
          <Button onPress={onRetry}>Try Again</Button>
        </>
      }
    >
      <p>{message}</p>
      {children}
      <details className={styles.details}>
        <summary>Technical details</summary>
        <p className={styles.detailsText}>
          {failure?.code ? `Code: ${failure.code}\n` : ''}
          {`Message: ${message}`}
        </p>
      </details>
    </Dialog>
  );
}
