// The AI Concierge on every page (rendered once, in the shell layout): the floating button and its
// panel (ConciergePanel.tsx), which opens at the tap. The conversation inside is a chunk of its own
// (with react-aria's field and the conversation's calls; the markdown of the answers comes after it),
// so no page's own JavaScript grows by it. It is fetched once the page is idle after hydrating, or as
// soon as the visitor points at or focuses the button, so the first tap nearly always finds it here;
// then, idle again, the phone sheet renders ahead, hidden, so the tap only shows it.
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/actions/Button.tsx';
import { usePreparedWhenIdle, warmOnReach } from '../../boot/loadOnDemand.ts';
import * as styles from './concierge.css.ts';
import { closeConcierge, openConcierge, useConciergeOpen } from './conciergeStore.ts';
import { ConciergePanel, loadConversation } from './ConciergePanel.tsx';

export const CONCIERGE_LAUNCHER_LABEL = 'Talk to AI Concierge';

export function Concierge() {
  const isOpen = useConciergeOpen();
  // Once opened, the panel stays mounted so closing can animate and return focus. The phone sheet is
  // rendered ahead, hidden, once the conversation's code is here and the browser idle (ADR 0079).
  const prepared = usePreparedWhenIdle(loadConversation);
  const [used, setUsed] = useState(false);
  if ((isOpen || prepared) && !used) setUsed(true);
  const launcherRef = useRef<HTMLButtonElement>(null);

  // The launcher is hidden while the concierge is open (the panel takes its corner): show it again
  // first, then focus it.
  // Stable, so that the open sheet does not render its content again (ConciergePanel.tsx).
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
        {...warmOnReach(loadConversation)}
      >
        <span className={styles.dot} aria-hidden="true" data-testid="concierge-online-dot">
          <span className={styles.dotPulse} />
        </span>
        {CONCIERGE_LAUNCHER_LABEL}
      </Button>
      {used && <ConciergePanel isOpen={isOpen} onClose={closeAndReturnFocus} prepared={prepared} />}
    </>
  );
}
