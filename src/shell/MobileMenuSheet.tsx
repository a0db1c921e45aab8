import { ButtonLink } from '../components/ButtonLink';
import { Link } from '../components/Link';
import { Sheet } from '../components/Sheet';
import { headerLinks, signInLink, trialLink } from '../config/navigation';
import { useIsCurrentPath } from './useIsCurrentPath';
import * as s from './shell.css';

interface MobileMenuSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export default function MobileMenuSheet({ isOpen, onOpenChange }: MobileMenuSheetProps) {
  const isCurrent = useIsCurrentPath();
  const close = () => onOpenChange(false);
  return (
    <Sheet title="Menu" isOpen={isOpen} onOpenChange={onOpenChange} closeLabel="Close menu">
      <nav aria-label="Mobile">
        <ul className={s.mobileNavList}>
          {headerLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="nav" onPress={close} aria-current={isCurrent(link.href) ? 'page' : undefined}>
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
  );
}
