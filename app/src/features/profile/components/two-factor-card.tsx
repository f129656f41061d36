import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { TextField } from '../../../ui/text-field';
import { useAsyncAction } from '../../../ui/use-async-action';
import { useToast } from '../../../ui/use-toast';
import { useToastedAction } from '../../../ui/use-toasted-action';
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
  const enabling = useToastedAction();
  const codeCheck = useAsyncAction((failure) => errorMessage(failure, 'Ongeldige verificatiecode'));
  const disabling = useAsyncAction((failure) => errorMessage(failure, 'Fout bij uitschakelen 2FA'));
  // One change at a time: every button waits while any of them runs.
  const busy = enabling.busy || codeCheck.busy || disabling.busy;
  const [confirmingDisable, setConfirmingDisable] = useState(false);
  const [password, setPassword] = useState('');

  async function settle(nowEnabled: boolean) {
    await status.mutate({ two_factor_enabled: nowEnabled }, { revalidate: false });
    onChanged();
  }

  async function startEnable() {
    await enabling.run(
      async () => {
        await enableTwoFactor();
        toast.success('Verificatiecode verzonden', 'Controleer je e-mail voor de 6-cijferige code.');
        setAwaitingCode(true);
        setCode('');
        codeCheck.setError(null);
      },
      'Fout',
      (error) => errorMessage(error, 'Fout bij inschakelen 2FA'),
    );
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      codeCheck.setError('Voer een geldige 6-cijferige code in');
      return;
    }
    await codeCheck.run(async () => {
      await confirmTwoFactor(code);
      toast.success('2FA ingeschakeld', 'Bij het inloggen vragen we voortaan een code die we per e-mail sturen.');
      setAwaitingCode(false);
      await settle(true);
    });
  }

  async function disable() {
    if (!password) {
      disabling.setError('Vul je wachtwoord in');
      return;
    }
    await disabling.run(async () => {
      await disableTwoFactor(password);
      toast.success('2FA uitgeschakeld');
      setConfirmingDisable(false);
      await settle(false);
    });
  }

  function askPassword() {
    setPassword('');
    disabling.setError(null);
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
        <form className="stack stack--4 setting__extra" onSubmit={submitCode} noValidate>
          {codeCheck.error ? <Alert tone="error">{codeCheck.error}</Alert> : null}
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
          <div className="form__actions cluster cluster--wrap">
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
        error={disabling.error}
        onConfirm={() => void disable()}
        onCancel={() => setConfirmingDisable(false)}
      >
        <p>Bevestig met je wachtwoord dat je tweestapsverificatie wilt uitschakelen.</p>
        <TextField label="Wachtwoord" type="password" autoComplete="current-password" value={password} onChange={setPassword} autoFocus />
      </ConfirmModal>
    </SettingCard>
  );
}
