import { AdminScreen } from '../features/admin/components/admin-screen';
import { useCurrentUser } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';
import { EmptyState } from '../ui/empty-state';

export function AdminPage() {
  useDocumentTitle('Beheer');
  const user = useCurrentUser();
  // The server refuses every admin call of others (403); the screen does not pretend otherwise.
  if (!user.IsAdmin) {
    return (
      <EmptyState title="Geen toegang" icon="shield">
        Deze pagina is alleen voor beheerders.
      </EmptyState>
    );
  }
  return <AdminScreen adminEmail={user.email} />;
}
