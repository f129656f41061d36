import { ContactForm } from '../features/public-site/contact/contact-form';
import { PublicPage } from '../features/public-site/shared/public-page';
import { useSession } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';

export function ContactPage() {
  useDocumentTitle('Contact');
  const { user } = useSession();
  return (
    <PublicPage narrow>
      <ContactForm initial={user ? { naam: user.naam, email: user.email } : undefined} doneTo={user ? '/dashboard' : '/'} />
    </PublicPage>
  );
}
