import { ButtonLink } from '../components/actions/ButtonLink';
import { Link } from '../components/actions/Link';
import { headerLinks, signInLink, trialLink } from '../config/navigation';
import { container } from '../design/layout.css';
import { Island } from '../boot/Island.tsx';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { useIsCurrentPath } from './useIsCurrentPath';
import * as s from './shell.css';

export function Header() {
  const isCurrent = useIsCurrentPath();
  return (
    <header className={s.header}>
      <div className={`${container} ${s.headerInner}`}>
        <Logo />
        <nav aria-label="Main" className={`${s.desktopOnly} ${s.nav}`}>
          <ul className={s.navList}>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} variant="nav" aria-current={isCurrent(link.href) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${s.desktopOnly} ${s.headerActions}`}>
          <ButtonLink href={signInLink.href} variant="ghost">
            {signInLink.label}
          </ButtonLink>
          <ButtonLink href={trialLink.href} variant="primary">
            {trialLink.label}
          </ButtonLink>
        </div>
        <div className={s.mobileOnly}>
          <Island name="mobile-menu">
            <MobileMenu />
          </Island>
        </div>
      </div>
    </header>
  );
}
