import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { Spinner } from './components/spinner';
import { ToastProvider } from './components/toaster';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/queryClient';

void initI18n();

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
