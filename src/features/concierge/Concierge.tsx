// The AI Concierge on every page (rendered once, in the shell layout): the floating button, and the
// dialog in a chunk of its own. It carries react-markdown, so no page's own JavaScript grows by it; it
// is fetched once the page is idle after hydrating, or as soon as the visitor points at or focuses the
// button, so the first tap opens it without a download; then, idle again, the phone sheet renders
// ahead, hidden, so the tap only shows it.
import { Suspense, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/actions/Button.tsx';
import { lazyWithPreload } from '../../boot/lazyWithPreload.tsx';
import { warmOnReach } from '../../boot/loadOnDemand.ts';
import { usePreparedWhenIdle } from '../../components/overlay/LazyDialog.tsx';
import * as styles from './concierge.css.ts';
import { closeConcierge, openConcierge, useConciergeOpen } from './conciergeStore.ts';

export const CONCIERGE_LAUNCHER_LABEL = 'Talk to AI Concierge';

const ConciergeDialog = lazyWithPreload(() => import('./ConciergeDialog.tsx'));
const loadDialog = ConciergeDialog.preload;

export function Concierge() {
  const isOpen = useConciergeOpen();
  // Once opened, the dialog stays mounted so closing can animate and return focus. The phone sheet is
  // rendered ahead, hidden, once its code is here and the browser idle (ADR 0079).
  const prepared = usePreparedWhenIdle(loadDialog);
  const [used, setUsed] = useState(false);
  if ((isOpen || prepared) && !used) setUsed(true);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // The launcher is hidden while the concierge is open (the panel takes its corner): show it again
  // first, then focus it.
  // Stable, so that the open sheet does not render its content again (ConciergeDialog.tsx).
  const closeAndReturnFocus = useCallback(() => {
    flushSync(closeConcierge);
    launcherRef.current?.focus();
  }, []);

  return (
    <>
      <Button
        ref={launcherRef}
        className={styles.launcher}
        data-floating-control=""
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={openConcierge}
        {...warmOnReach(loadDialog)}
      >
        <span className={styles.dot} aria-hidden="true" data-testid="concierge-online-dot">
          <span className={styles.dotPulse} />
        </span>
        {CONCIERGE_LAUNCHER_LABEL}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ConciergeDialog isOpen={isOpen} onClose={closeAndReturnFocus} prepared={prepared} />
        </Suspense>
      )}
    </>
  );
}
