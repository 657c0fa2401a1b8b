// First, before any module builds a schema (see the file).
import './lib/zod-jitless';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepOnDevice, restoreOfflineCache } from './lib/offline-cache';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { applyInitialTheme, ThemeSync } from './lib/theme';
import { AppRoutes, startLoadingPage } from './routes';
import { Announcements } from './ui/announcements';
import { Toaster } from './ui/toaster';
import './styles.css';

startLoadingPage(window.location.pathname);
applyInitialTheme();
void registerServiceWorker();
restoreOfflineCache(queryClient);
keepOnDevice(queryClient);

// Unhandled errors and rejections are logged and suppressed.
window.addEventListener('unhandledrejection', (event) => {
  console.error('Unhandled rejection', event.reason);
  event.preventDefault();
});
window.addEventListener('error', (event) => {
  console.error('Unhandled error', event.error);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeSync />
      <AppRoutes />
      <Toaster />
      <Announcements />
    </QueryClientProvider>
  </StrictMode>,
);
