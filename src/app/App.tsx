import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRouterProvider } from '../components/RouterProvider';
import { ToastRegion } from '../components/ToastRegion';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <AppRouterProvider>
        <QueryClientProvider client={queryClient}>
          <AppRoutes />
          <ToastRegion />
        </QueryClientProvider>
      </AppRouterProvider>
    </BrowserRouter>
  );
}
