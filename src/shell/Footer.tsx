import { Link } from '../components/actions/Link';
import { footerBottomLinks, footerColumns } from '../config/navigation';
import { site } from '../config/site';
import { container } from '../design/layout.css';
import * as s from './shell.css';
import { footerBrand } from './footerBrand.css.ts';
import { LogoMark } from './Logo.tsx';
import { LazyNewsletterForm } from '../features/newsletter/LazyNewsletterForm.tsx';
import { Island } from '../boot/Island.tsx';

/** The footer's sign-up form (an island on a page of islands, src/islands.hydrate.tsx). */
export function FooterNewsletter() {
  return <LazyNewsletterForm tone="inverse" />;
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={s.footer}>
      <div className={container}>
        <div className={s.footerGrid}>
          <div>
            <p className={footerBrand}>
              <LogoMark size={24} />
              {site.name}
            </p>
            <p className={s.footerText}>
              Enterprise AI agents that cut costs, grow revenue and work around the clock.
            </p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className={s.footerHeading}>{column.title}</h2>
              <ul className={s.footerList}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href} variant="standalone" className={s.footerLink} isExternal={link.external}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={s.footerHeading}>
              Newsletter
            </h2>
            <p className={s.footerText}>AI automation insights for 10,000+ professionals. No spam.</p>
            <Island name="footer-newsletter">
              <FooterNewsletter />
            </Island>
          </section>
        </div>
        <div className={s.footerBottom}>
          <p className={s.footerText}>
            © {year} {site.name}. All rights reserved. {site.tagline}
          </p>
          <nav aria-label="Legal">
            <ul className={s.footerInlineList}>
              {footerBottomLinks.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} variant="standalone" className={s.footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
