/**
 * The back office's shell: the login screen until the server confirms a session, then the
 * navigation and the screen of the address (under /admin, wouter's base). A 401 anywhere ends
 * the session (api/admin-client.ts) and brings the login screen back with "session ended".
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { isApiError } from '../lib/api-error';
import { AdminLayout } from './AdminLayout';
import { AdminRoutes } from './AdminRoutes';
import { LoginScreen } from './screens/LoginScreen';
import { startSession } from './session/start-session';
import { useAdminSession } from './session/use-admin-session';
import { useAdminLanguage } from './i18n/admin-i18n';
import { texts } from './shared/texts';

const queryClient = new QueryClient({
  defaultOptions: {
    // A refusal (401, 403, 404) will not change on its own: retry only what may be passing trouble.
    queries: { retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500), staleTime: 15_000 },
  },
});

export function AdminApp() {
  const [starting, setStarting] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const { session, endReason } = useAdminSession();
  // The texts are read at render: a new language renders every screen again (their state with it).
  const language = useAdminLanguage();

  useEffect(() => {
    void startSession().then((found) => {
      setProblem(found);
      setStarting(false);
    });
  }, []);

  useEffect(() => {
    if (!session) queryClient.clear(); // another operator on this browser sees nothing of the last one's
  }, [session]);

  if (starting) return <output className="block">{texts.login.working}</output>;
  if (!session) return <LoginScreen key={language} problem={problem} endReason={endReason} />;
  return (
    <QueryClientProvider client={queryClient}>
      <Router key={language} base="/admin">
        <AdminLayout role={session.role} name={session.operator.name}>
          <AdminRoutes role={session.role} />
        </AdminLayout>
      </Router>
    </QueryClientProvider>
  );
}
