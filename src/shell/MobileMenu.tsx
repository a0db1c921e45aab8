// The phone menu: a popover in the page's HTML, opened by its button's `popovertarget`. The tap runs no
// script and restyles only the menu (a modal <dialog> would restyle the whole page, making it inert),
// so it opens as fast before hydration as after it. The browser closes it on Escape or a tap outside
// it (the backdrop) and returns focus to the button; the button reports it expanded or collapsed.
import { useEffect, useRef } from 'react';
import { buttonStyle } from '../components/actions/button.css.ts';
import { ButtonLink } from '../components/actions/ButtonLink';
import { cx } from '../components/cx.ts';
import { CloseIcon, MenuIcon } from '../components/icons';
import { Link } from '../components/actions/Link';
import { mediaQueryList } from '../components/useMediaQuery.ts';
import { headerLinks, signInLink, trialLink } from '../config/navigation';
import { media } from '../design/breakpoints.ts';
import { useIsCurrentPath } from './useIsCurrentPath';
import * as s from './shell.css';

const MENU_ID = 'mobile-menu';
const TITLE_ID = 'mobile-menu-title';

type MenuRef = React.RefObject<HTMLDivElement | null>;

function hide(panel: HTMLElement | null): void {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/** The menu is for small screens only: grown past them (a rotated tablet), it closes. */
function useClosesAtDesktopWidth(menu: MenuRef): void {
  useEffect(() => {
    const desktop = mediaQueryList(media.xl);
    const onChange = () => {
      if (desktop.matches) hide(menu.current);
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [menu]);
}

/** Runs `listener` (a stable function) on each `type` event of the menu's panel while it is mounted. */
function useMenuEvent<K extends keyof HTMLElementEventMap>(menu: MenuRef, type: K, listener: (event: HTMLElementEventMap[K], panel: HTMLElement) => void): void {
  useEffect(() => {
    const panel = menu.current;
    if (!panel) return;
    const onEvent = (event: HTMLElementEventMap[K]) => listener(event, panel);
    panel.addEventListener(type, onEvent);
    return () => panel.removeEventListener(type, onEvent);
  }, [menu, type, listener]);
}

/**
 * The menu itself takes focus as it opens (its `autofocus` does so before hydration too). The toggle
 * event comes a task later: a key pressed in between may already have moved focus inside the menu, and
 * it stays there.
 */
function focusOnOpen(event: ToggleEvent, panel: HTMLElement): void {
  if (event.newState === 'open' && !panel.contains(document.activeElement)) panel.focus();
}

/**
 * The menu is not modal (see the file's head), so Tab can leave it: focus moving on to the page behind
 * closes it, as a tap outside does.
 */
function closeWhenFocusLeaves(event: FocusEvent, panel: HTMLElement): void {
  // After the move: hidden with focus still inside, the popover would pull focus back to its button.
  if (event.relatedTarget instanceof Node && !panel.contains(event.relatedTarget)) setTimeout(() => hide(panel));
}

/** The header's links in a side menu sliding in from the right, for small screens. Following a link closes it. */
export function MobileMenu() {
  const isCurrent = useIsCurrentPath();
  const menu = useRef<HTMLDivElement>(null);
  useClosesAtDesktopWidth(menu);
  useMenuEvent(menu, 'toggle', focusOnOpen);
  useMenuEvent(menu, 'focusout', closeWhenFocusLeaves);
  const close = () => hide(menu.current);
  const iconButton = cx(buttonStyle({ variant: 'ghost', size: 'icon' }), s.nativeGhostButton);
  return (
    <>
      <button type="button" className={iconButton} aria-label="Open menu" popoverTarget={MENU_ID}>
        <MenuIcon />
      </button>
      <div ref={menu} id={MENU_ID} popover="auto" role="dialog" aria-labelledby={TITLE_ID} tabIndex={-1} autoFocus className={s.mobileMenu}>
        <div className={s.mobileMenuContent}>
          <div className={s.mobileMenuHeader}>
            <h2 id={TITLE_ID} className={s.mobileMenuTitle}>
              Menu
            </h2>
            <button type="button" className={iconButton} aria-label="Close menu" popoverTarget={MENU_ID} popoverTargetAction="hide">
              <CloseIcon />
            </button>
          </div>
          <div className={s.mobileMenuBody}>
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
          </div>
        </div>
      </div>
    </>
  );
}
