import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { trpc } from './lib/trpc';
import type { createAppRouter } from './router';

/** The whole client: the same tree in the browser (main.tsx) and on the server (prerender.tsx). */
export function App({ router, queryClient, trpcClient }: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>
  );
}
