import { useState } from 'react';
import { Button } from '../components/Button';
import { ButtonLink } from '../components/ButtonLink';
import { MenuIcon } from '../components/icons';
import { Link } from '../components/Link';
import { Sheet } from '../components/Sheet';
import { headerLinks, signInLink, trialLink } from '../config/navigation';
import { useIsCurrentPath } from './useIsCurrentPath';
import * as s from './shell.css';

/** The header's links in a slide-in side menu, for small screens. Following a link closes it. */
export function MobileMenu() {
  const [isOpen, setOpen] = useState(false);
  const isCurrent = useIsCurrentPath();
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Open menu" onPress={() => setOpen(true)}>
        <MenuIcon />
      </Button>
      <Sheet title="Menu" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close menu">
        <nav aria-label="Mobile">
          <ul className={s.mobileNavList}>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  variant="nav"
                  onPress={close}
                  aria-current={isCurrent(link.href) ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.mobileActions}>
          <ButtonLink href={signInLink.href} variant="outline" onPress={close}>
            {signInLink.label}
          </ButtonLink>
          <ButtonLink href={trialLink.href} variant="primary" onPress={close}>
            {trialLink.label}
          </ButtonLink>
        </div>
      </Sheet>
    </>
  );
}
