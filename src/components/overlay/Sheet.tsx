import type { ReactNode } from 'react';
import { Heading } from 'react-aria-components/Heading';
import { Sheet as RACSheet, SheetBackdrop, SheetContent, SheetOverlay } from 'react-aria-components/Sheet';
import { Button } from '../actions/Button.tsx';
import { CloseIcon } from '../icons.tsx';
import * as overlay from './overlay.css.ts';
import * as styles from './Sheet.css.ts';

export { SheetTrigger } from 'react-aria-components/Sheet';

export interface SheetProps {
  /** Heading of the panel; names the dialog. */
  title: ReactNode;
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Controlled state; omit inside <SheetTrigger>. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Accessible label of the close button. */
  closeLabel?: string;
  side?: 'right' | 'left';
}

/**
 * Side panel (the mobile menu). RAC's Sheet slides it in by native scrolling, so it can be swiped
 * away toward its edge, and it jumps instead of sliding under prefers-reduced-motion.
 */
export function Sheet({ title, children, isOpen, onOpenChange, closeLabel = 'Close', side = 'right' }: SheetProps) {
  return (
    <SheetOverlay position={side} isOpen={isOpen} onOpenChange={onOpenChange} className={styles.overlay}>
      <SheetBackdrop className={styles.backdrop} swipeAnimation={styles.fade} />
      <RACSheet className={styles.sheet}>
        <SheetContent className={styles.content}>
          {({ close }) => (
            <>
              <div className={overlay.header}>
                <Heading slot="title" className={overlay.title}>
                  {title}
                </Heading>
                <Button slot="close" variant="ghost" size="icon" aria-label={closeLabel}>
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.body}>{typeof children === 'function' ? children({ close }) : children}</div>
            </>
          )}
        </SheetContent>
      </RACSheet>
    </SheetOverlay>
  );
}
