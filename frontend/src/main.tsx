import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { Spinner } from './components/spinner';
import { ToastProvider } from './components/toaster';
import { initI18n } from './lib/i18n';
import { publicTournamentQuery } from './lib/publicReads';
import { queryClient } from './lib/queryClient';
import { publicPageNeeds } from './tournamentRoutes';

// A spectator's page starts its read, its translations and its chunk together, before the first render.
const needs = publicPageNeeds(window.location.pathname);
if (needs) {
  const { queryKey, load } = publicTournamentQuery(needs.publicToken);
  void queryClient.prefetchQuery({ queryKey, queryFn: ({ signal }) => load(signal) });
}
void initI18n(needs?.namespaces);
void needs?.load();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Spinner fullScreen />}>
        <BrowserRouter>
          <ToastProvider>
            <App />
          </ToastProvider>
        </BrowserRouter>
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
