import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { trpc } from './lib/trpc';
import type { createAppRouter } from './router';

/** The whole client: the same tree in the browser (main.tsx) and on the server (prerender.tsx). */
export function App({ router, queryClient, trpcClient }: ReturnType<typeof createAppRouter>) {
  // Marks the page as live once React owns it (after hydrating a page the server rendered, or the
  // first render), so what waits on the page's forms (the browser journeys) knows typing is heard.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
