import { useState } from 'react';
import { useDownload } from '../../../ui/use-download';
import { downloadOwnData } from '../api/personal-data';
import { DeleteAccountModal } from './delete-account-modal';
import { SettingCard } from './setting-card';
import { Button } from '../../../ui/button';
import './privacy.css';

type ExportFormat = 'json' | 'xlsx';
/** The download buttons, in the order shown. */
const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel' },
  { format: 'json', label: 'JSON' },
];

interface PrivacyCardsProps {
  /** The account is gone: end the session. */
  onAccountDeleted: () => void;
}

/** AVG: download everything we hold about you, and delete the account. */
export function PrivacyCards({ onAccountDeleted }: PrivacyCardsProps) {
  const downloading = useDownload('Downloaden mislukt', 'Fout bij downloaden van je gegevens');
  const [chosen, setChosen] = useState<ExportFormat>('xlsx');
  const [deleting, setDeleting] = useState(false);

  function download(format: ExportFormat) {
    setChosen(format);
    return downloading.start(() => downloadOwnData(format));
  }

  return (
    <>
      <SettingCard
        icon="user"
        title="Mijn gegevens"
        description="Download alles wat we over je account bewaren, met de volledige geschiedenis, als JSON of als Excel-bestand."
        action={
          <div className="setting__actions">
            {FORMATS.map(({ format, label }) => (
              <Button
                key={format}
                variant="secondary"
                className="setting__action"
                disabled={downloading.busy}
                onClick={() => void download(format)}
              >
                {downloading.busy && chosen === format ? 'Bezig...' : label}
              </Button>
            ))}
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
