import { errorMessage } from '../../../api/client';
import { Icon } from '../../../ui/icon';
import { IconBadge } from '../../../ui/icon-badge';
import { useToast } from '../../../ui/use-toast';
import { useToastedAction } from '../../../ui/use-toasted-action';
import { sendVerificationEmail } from '../api/send-verification';
import { Button } from '../../../ui/button';
import './verification.css';

/** Shown while the account is unverified: such accounts cannot create POP-gesprekken (SPEC section 6). */
export function VerificationWarning() {
  const toast = useToast();
  const sending = useToastedAction();

  async function send() {
    await sending.run(
      async () => {
        await sendVerificationEmail();
        toast.success('Verificatie email verzonden', 'Controleer je inbox en ook je spam-map voor de verificatielink.');
      },
      'Fout',
      (error) => errorMessage(error, 'Fout bij verzenden verificatie email'),
    );
  }

  return (
    <section className="verification-warning" aria-labelledby="verification-warning-title">
      <IconBadge size={44} shape="circle" tone="warning">
        <Icon name="mail" size={22} />
      </IconBadge>
      <div className="verification-warning__content">
        <h2 id="verification-warning-title" className="verification-warning__title">
          Account Verificatie Vereist
        </h2>
        <p className="verification-warning__text">
          Je e-mailadres is nog niet geverifieerd. Verifieer je account om POP-gesprekken te kunnen aanmaken. We sturen je een e-mail met
          een verificatielink.
        </p>
      </div>
      <Button variant="primary" className="verification-warning__action" onClick={send} disabled={sending.busy}>
        {sending.busy ? 'Versturen...' : 'Verificatie email versturen'}
      </Button>
    </section>
  );
}
