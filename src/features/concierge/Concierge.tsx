// The AI Concierge on every page (rendered once, in the shell layout): the floating button, and the
// dialog in a chunk of its own. It carries react-markdown, so no page's own JavaScript grows by it; it
// is fetched once the page is idle after hydrating, or as soon as the visitor points at or focuses the
// button, so the first tap opens it without a download.
import { Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/actions/Button.tsx';
import { lazyWithPreload } from '../../boot/lazyWithPreload.tsx';
import { usePrefetchWhenIdle, warmOnReach } from '../../boot/loadOnDemand.ts';
import * as styles from './concierge.css.ts';
import { closeConcierge, openConcierge, useConciergeOpen } from './conciergeStore.ts';

export const CONCIERGE_LAUNCHER_LABEL = 'Talk to AI Concierge';

const ConciergeDialog = lazyWithPreload(() => import('./ConciergeDialog.tsx'));
const loadDialog = ConciergeDialog.preload;

export function Concierge() {
  const isOpen = useConciergeOpen();
  // Once opened, the dialog stays mounted so closing can animate and return focus.
  const [used, setUsed] = useState(false);
  if (isOpen && !used) setUsed(true);
  const launcherRef = useRef<HTMLButtonElement>(null);
  usePrefetchWhenIdle(loadDialog);

  // The launcher is hidden while the concierge is open (the panel takes its corner): show it again
  // first, then focus it.
  const closeAndReturnFocus = () => {
    flushSync(closeConcierge);
    launcherRef.current?.focus();
  };

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
          <ConciergeDialog isOpen={isOpen} onClose={closeAndReturnFocus} />
        </Suspense>
      )}
    </>
  );
}
