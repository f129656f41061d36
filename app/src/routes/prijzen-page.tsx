import { useLocation, useNavigate } from 'react-router-dom';
import { PricingView } from '../features/plans/components/pricing-view';
import { useSession } from '../lib/session/session-context';
import { useDocumentTitle } from '../lib/use-document-title';
import { Icon } from '../ui/icon';
import { PageHeader } from '../ui/page-header';
import { Button } from '../ui/button';

/** SPEC 2, Pricing: plan cards and a back button; for a signed-in user inside a card in the app's layout. */
export function PrijzenPage() {
  useDocumentTitle('Prijzen');
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (a link in a mail, a new tab): back leads home instead of out of the app.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(user ? '/dashboard' : '/'));
  const header = (
    <PageHeader
      title="Prijzen"
      subtitle="Kies het plan dat bij je organisatie past. Je kunt altijd overstappen naar een hoger plan."
      actions={
        <Button variant="secondary" onClick={back}>
          <Icon name="arrowLeft" size={16} /> Terug
        </Button>
      }
    />
  );
  if (user) {
    return (
      <section className="card">
        {header}
        <PricingView signedIn />
      </section>
    );
  }
  return (
    <div className="public-pricing">
      {header}
      <PricingView signedIn={false} />
    </div>
  );
}
