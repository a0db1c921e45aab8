import { useLocation } from 'react-router-dom';

/** Shows the memory router's location so stories can assert client-side navigation. */
export function LocationDisplay() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">Current path: {pathname + search}</p>;
}
