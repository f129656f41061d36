import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { SettingCard } from './setting-card';
import { confirmTwoFactor, disableTwoFactor, enableTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { Button } from '../../../ui/button';

interface TwoFactorCardProps {
  /** What the profile said, shown until the status call answers. */
  initiallyEnabled: boolean;
  onChanged: () => void;
}

export function TwoFactorCard({ initiallyEnabled, onChanged }: TwoFactorCardProps) {
  const toast = useToast();
  const status = useTwoFactorStatus();
  const enabled = status.data?.two_factor_enabled ?? initiallyEnabled;
  const [awaitingCode, setAwaitingCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const [password, setPassword] = useState('');
  const [disableError, setDisableError] = useState<string | null>(null);

  async function settle(nowEnabled: boolean) {
    await status.mutate({ two_factor_enabled: nowEnabled }, { revalidate: false });
    onChanged();
  }

  async function startEnable() {
    setBusy(true);
    try {
      await enableTwoFactor();
      toast.success('Verificatiecode verzonden', 'Controleer je e-mail voor de 6-cijferige code.');
      setAwaitingCode(true);
      setCode('');
      setCodeError(null);
    } catch (error) {
      toast.error('Fout', errorMessage(error, 'Fout bij inschakelen 2FA'));
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setCodeError('Voer een geldige 6-cijferige code in');
      return;
    }
    setBusy(true);
    setCodeError(null);
    try {
      await confirmTwoFactor(code);
      toast.success('2FA ingeschakeld', 'Bij het inloggen vragen we voortaan een code die we per e-mail sturen.');
      setAwaitingCode(false);
      await settle(true);
    } catch (error) {
      setCodeError(errorMessage(error, 'Ongeldige verificatiecode'));
    } finally {
      setBusy(false);
    }
  }

  async function disable() {
    if (!password) {
      setDisableError('Vul je wachtwoord in');
      return;
    }
    setBusy(true);
    setDisableError(null);
    try {
      await disableTwoFactor(password);
      toast.success('2FA uitgeschakeld');
      setConfirmingDisable(false);
      await settle(false);
    } catch (error) {
      setDisableError(errorMessage(error, 'Fout bij uitschakelen 2FA'));
    } finally {
      setBusy(false);
    }
  }

  function askPassword() {
    setPassword('');
    setDisableError(null);
    setConfirmingDisable(true);
  }

  return (
    <SettingCard
      icon="shield"
      title={
        <>
          Tweestapsverificatie (2FA)
          <span className={`badge ${enabled ? 'badge--success' : 'badge--neutral'}`}>{enabled ? 'Ingeschakeld' : 'Uitgeschakeld'}</span>
        </>
      }
      description={
        enabled
          ? 'Bij het inloggen vragen we naast je wachtwoord een code die we naar je e-mailadres sturen.'
          : 'Beveilig je account extra: bij het inloggen vragen we dan ook een code die we per e-mail sturen.'
      }
      action={
        awaitingCode ? null : (
          <button
            type="button"
            className={`button ${enabled ? 'button--secondary' : 'button--primary'} setting__action`}
            onClick={enabled ? askPassword : startEnable}
            disabled={busy || status.isLoading}
          >
            {enabled ? 'Uitschakelen' : 'Inschakelen'}
          </button>
        )
      }
    >
      {awaitingCode ? (
        <form className="form setting__extra" onSubmit={submitCode} noValidate>
          {codeError ? <Alert tone="error">{codeError}</Alert> : null}
          <TextField
            label="Verificatiecode"
            className="field--code setting__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="000000"
            maxLength={6}
            value={code}
            onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
            hint="Voer de 6-cijferige code in uit de e-mail die we je net hebben gestuurd."
            autoFocus
          />
          <div className="form__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Controleren...' : 'Bevestigen'}
            </button>
            <Button variant="secondary" onClick={() => setAwaitingCode(false)}>
              Annuleren
            </Button>
          </div>
        </form>
      ) : null}
      <ConfirmModal
        open={confirmingDisable}
        title="2FA uitschakelen"
        confirmLabel="Uitschakelen"
        busy={busy}
        busyLabel="Uitschakelen..."
        error={disableError}
        onConfirm={() => void disable()}
        onCancel={() => setConfirmingDisable(false)}
      >
        <p>Bevestig met je wachtwoord dat je tweestapsverificatie wilt uitschakelen.</p>
        <TextField label="Wachtwoord" type="password" autoComplete="current-password" value={password} onChange={setPassword} autoFocus />
      </ConfirmModal>
    </SettingCard>
  );
}
