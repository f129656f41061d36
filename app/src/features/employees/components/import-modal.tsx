import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { Modal } from '../../../ui/modal';
import { importEmployees } from '../../../api/employees';
import type { ImportResult } from '../../../../../contracts/employees';
import { ImportResultView } from './import-result-view';
import { Button } from '../../../ui/button';
import { useAsyncAction } from '../../../ui/use-async-action';
import { FieldLabel } from '../../../ui/field';

interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

export function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  // Mounted per opening: every opening starts without a file, result or error.
  return open ? <ImportDialog onClose={onClose} onImported={onImported} /> : null;
}

function ImportDialog({ onClose, onImported }: Omit<ImportModalProps, 'open'>) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [skipFirstRow, setSkipFirstRow] = useState(true);
  const [result, setResult] = useState<ImportResult | null>(null);
  const { busy, error, setError, run } = useAsyncAction((failure) => errorMessage(failure, 'Fout bij importeren bestand'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || busy) return;
    setResult(null);
    await run(async () => {
      const answer = await importEmployees(file, skipFirstRow);
      setResult(answer);
      if (answer.inserted > 0) onImported();
    });
  }

  return (
    <Modal
      open
      title="Medewerkers importeren"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {result ? 'Sluiten' : 'Annuleren'}
          </Button>
          <button type="submit" form="import-form" className="button button--primary" disabled={!file || busy}>
            Importeren
          </button>
        </>
      }
    >
      <form id="import-form" className="stack stack--4" onSubmit={submit} noValidate>
        <p className="muted small import-help">
          Upload een Excel-bestand (.xls of .xlsx) met de kolommen <strong>Volledige naam</strong>, <strong>Email</strong> en{' '}
          <strong>Bedrijf</strong>.
        </p>
        <div className="field">
          <FieldLabel htmlFor={fileId}>Bestand</FieldLabel>
          <input
            id={fileId}
            type="file"
            className="input import-file"
            accept=".xls,.xlsx"
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
              setError(null);
            }}
          />
        </div>
        <Checkbox label="Negeer rij 1 (kolomkoppen)" checked={skipFirstRow} disabled={busy} onChange={setSkipFirstRow} />
        {busy ? (
          <div className="import-progress" role="status">
            <span>Bezig met importeren...</span>
            <span className="import-progress__track" aria-hidden="true">
              <span className="import-progress__bar" />
            </span>
          </div>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {result ? <ImportResultView result={result} /> : null}
      </form>
    </Modal>
  );
}
