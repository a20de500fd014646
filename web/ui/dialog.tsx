import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './dialog.css';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  icon?: ReactNode;
  tone?: keyof typeof styles.tone;
  /** 'alertdialog' for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  isDismissable?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape closes it, focus returns to the trigger. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  icon,
  tone = 'neutral',
  role = 'dialog',
  isDismissable = true,
  children,
  actions,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={styles.overlay}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {icon ? (
            <div className={styles.icon} aria-hidden="true">
              {icon}
            </div>
          ) : null}
          <Heading slot="title" className={`${styles.heading} ${styles.tone[tone]}`}>
            {title}
          </Heading>
          {children ? <div className={styles.body}>{children}</div> : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
