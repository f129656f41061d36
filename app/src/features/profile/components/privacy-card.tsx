import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useToast } from '../../../ui/use-toast';
import { downloadOwnData } from '../api/personal-data';
import { DeleteAccountModal } from './delete-account-modal';
import { SettingCard } from './setting-card';
import { Button } from '../../../ui/button';
import './privacy.css';

interface PrivacyCardsProps {
  /** The account is gone: end the session. */
  onAccountDeleted: () => void;
}

/** AVG: download everything we hold about you, and delete the account. */
export function PrivacyCards({ onAccountDeleted }: PrivacyCardsProps) {
  const toast = useToast();
  const [downloading, setDownloading] = useState<'json' | 'xlsx' | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function download(format: 'json' | 'xlsx') {
    setDownloading(format);
    try {
      await downloadOwnData(format);
    } catch (failure) {
      toast.error('Downloaden mislukt', errorMessage(failure, 'Fout bij downloaden van je gegevens'));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <SettingCard
        icon="user"
        title="Mijn gegevens"
        description="Download alles wat we over je account bewaren, met de volledige geschiedenis, als JSON of als Excel-bestand."
        action={
          <div className="setting__actions">
            <button
              type="button"
              className="button button--secondary setting__action"
              disabled={downloading !== null}
              onClick={() => void download('xlsx')}
            >
              {downloading === 'xlsx' ? 'Bezig...' : 'Excel'}
            </button>
            <button
              type="button"
              className="button button--secondary setting__action"
              disabled={downloading !== null}
              onClick={() => void download('json')}
            >
              {downloading === 'json' ? 'Bezig...' : 'JSON'}
            </button>
          </div>
        }
      />
      <SettingCard
        icon="alert"
        danger
        title="Account verwijderen"
        description="Verwijder je account en alle gegevens erin. Bevestig met je wachtwoord; dit kan niet ongedaan worden gemaakt."
        action={
          <Button variant="danger" className="setting__action" onClick={() => setDeleting(true)}>
            Account verwijderen
          </Button>
        }
      />
      <DeleteAccountModal open={deleting} onClose={() => setDeleting(false)} onDeleted={onAccountDeleted} />
    </>
  );
}
