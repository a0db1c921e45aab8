import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Button } from '../actions/Button.tsx';
import * as styles from './Dialog.css.ts';
import { CloseIcon } from '../icons.tsx';
import * as overlay from './overlay.css.ts';

export { DialogTrigger } from 'react-aria-components/Dialog';

export interface DialogProps {
  /** Heading; names the dialog. */
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Controlled state; omit inside <DialogTrigger>. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Closes on outside click (Escape always closes). Default true. */
  isDismissable?: boolean;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
}

/** Modal dialog with a title heading and a close button; controlled or inside <DialogTrigger>. */
export function Dialog({
  title,
  description,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size,
  closeLabel = 'Close',
}: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        <RACDialog className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={overlay.header}>
                <div>
                  <Heading slot="title" className={overlay.title}>
                    {title}
                  </Heading>
                  {description && <p className={styles.description}>{description}</p>}
                </div>
                <Button slot="close" variant="ghost" size="icon" aria-label={closeLabel}>
                  <CloseIcon />
                </Button>
              </div>
              {typeof children === 'function' ? children({ close }) : children}
            </>
          )}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
