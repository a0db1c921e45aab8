// The root route's ErrorBoundary (framework mode): an error outside any page (the frame itself, or a
// page module that failed to load) shows the whole error page, with header and footer, never white.
import { useRouteError } from 'react-router-dom';
import { AriaProvider } from '../components/AriaProvider.tsx';
import { ErrorView } from './ErrorView';

export function RootErrorBoundary() {
  const error = useRouteError();
  return (
    <AriaProvider>
      <ErrorView error={error} wholePage />
    </AriaProvider>
  );
}
