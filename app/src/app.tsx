import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ApiError } from './api/client';
import { SessionProvider } from './lib/session/session-provider';
import { AppRoutes } from './routes/app-routes';
import { ToastProvider } from './ui/toast-provider';

const swrOptions = {
  revalidateOnFocus: false,
  // A 4xx answer will not change by asking again; only network and server failures are retried.
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiError && error.status < 500),
  errorRetryCount: 3,
};

export function App() {
  return (
    <BrowserRouter>
      <SWRConfig value={swrOptions}>
        <ToastProvider>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </ToastProvider>
      </SWRConfig>
    </BrowserRouter>
  );
}
