import { useState, type FormEvent } from 'react';
import { Icon } from '../../../ui/icon';
import { TextField } from '../../../ui/text-field';

const CODE_LENGTH = 6;

interface TwoFactorFormProps {
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

export function TwoFactorForm({ busy, onSubmit, onBack }: TwoFactorFormProps) {
  const [code, setCode] = useState('');
  const complete = code.length === CODE_LENGTH;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (complete) onSubmit(code);
  }

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label="Verificatiecode"
        className="field--code"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="000000"
        maxLength={CODE_LENGTH}
        value={code}
        onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
        hint="De code bestaat uit 6 cijfers."
        autoFocus
      />
      <button type="submit" className="button button--primary button--block" disabled={busy || !complete}>
        {busy ? 'Controleren...' : 'Verifiëren en inloggen'}
      </button>
      <button type="button" className="link-button auth-back" onClick={onBack}>
        <Icon name="arrowLeft" size={16} />
        Terug naar inloggen
      </button>
    </form>
  );
}
