import { useLocation } from 'react-router-dom';

/** Whether `href` is the current page (or a page below it, e.g. /docs for /docs/quickstart). */
export function useIsCurrentPath(): (href: string) => boolean {
  const { pathname } = useLocation();
  return (href) => pathname === href || pathname.startsWith(`${href}/`);
}
