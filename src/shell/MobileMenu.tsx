import { Suspense, useState } from 'react';
import { Button } from '../components/Button';
import { MenuIcon } from '../components/icons';
import { lazyWithPreload } from '../components/lazyWithPreload.tsx';
import { usePrefetchWhenIdle } from '../components/loadOnDemand.ts';

// The menu panel (Sheet, dialog code) is a chunk of its own, fetched once the page is idle after
// hydrating, so the first tap on the button opens it without a download.
const MobileMenuSheet = lazyWithPreload(() => import('./MobileMenuSheet'));

/** The header's links in a slide-in side menu, for small screens. Following a link closes it. */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => setWanted(true);
  usePrefetchWhenIdle(MobileMenuSheet.preload);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        onHoverStart={preload}
        onFocus={preload}
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
