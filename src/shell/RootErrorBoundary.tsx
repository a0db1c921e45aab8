// The root route's ErrorBoundary (framework mode): an error outside any page (the frame itself, or a
// page module that failed to load) shows the whole error page, with header and footer, never white.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { createQueryClient } from '../app/queryClient.ts';
import { AppRouterProvider } from '../components/RouterProvider.tsx';
import { ErrorView } from './ErrorView';

export function RootErrorBoundary() {
  const error = useRouteError();
  const [queryClient] = useState(createQueryClient);
  return (
    <AppRouterProvider>
      <QueryClientProvider client={queryClient}>
        <ErrorView error={error} wholePage />
      </QueryClientProvider>
    </AppRouterProvider>
  );
}
