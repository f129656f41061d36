import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { isTransientFailure } from './api/client';
import { SessionProvider } from './lib/session/session-provider';
import { AppRoutes } from './routes/app-routes';
import { ToastProvider } from './ui/toast-provider';

const swrOptions = {
  revalidateOnFocus: false,
  // A refusal (4xx) will not change by asking again; network failures, a busy or failing server are retried.
  shouldRetryOnError: isTransientFailure,
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
