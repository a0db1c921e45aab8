import { lazy, Suspense, useState } from 'react';
import { Button } from '../components/Button';
import { MenuIcon } from '../components/icons';

// The menu panel (Sheet, dialog code) loads on first open, so small screens pay for it only when used.
const MobileMenuSheet = lazy(() => import('./MobileMenuSheet'));

/** The header's links in a slide-in side menu, for small screens. Following a link closes it. */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => setWanted(true);
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
