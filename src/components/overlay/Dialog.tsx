import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { Button } from '../actions/Button.tsx';
import * as styles from './Dialog.css.ts';
import { CloseIcon } from '../icons.tsx';
import { Modal } from './Modal.tsx';
import * as overlay from './overlay.css.ts';

export interface DialogProps {
  /** Heading; names the dialog. */
  title: ReactNode;
  /** Optional line under the title. */
  description?: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Closes on outside click (Escape always closes). Default true. */
  isDismissable?: boolean;
  /** The first text field takes focus as it opens (where a field may: focusOnOpen.ts); else the dialog. */
  focusField?: boolean;
  size?: 'sm' | 'md' | 'lg';
  closeLabel?: string;
  /** Rendered ahead, hidden, while closed (Modal.tsx). */
  prepared?: boolean;
}

/** Modal dialog with a title heading and a close button, controlled (`isOpen`, `onOpenChange`); on the kit's Modal. */
export function Dialog({
  title,
  description,
  children,
  isOpen,
  onOpenChange,
  isDismissable = true,
  focusField,
  size,
  closeLabel = 'Close',
  prepared,
}: DialogProps) {
  const titleId = useId();
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  const body = useMemo(() => (typeof children === 'function' ? children({ close }) : children), [children, close]);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      focusField={focusField}
      prepared={prepared}
      labelledBy={titleId}
      classNames={{ layer: styles.overlay, box: styles.modal({ size }), dialog: styles.dialog }}
    >
      <div className={overlay.header}>
        <div>
          <h2 id={titleId} className={overlay.title}>
            {title}
          </h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        <Button variant="ghost" size="icon" aria-label={closeLabel} onPress={close}>
          <CloseIcon />
        </Button>
      </div>
      {body}
    </Modal>
  );
}
