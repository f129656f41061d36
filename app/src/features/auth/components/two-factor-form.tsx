import { useState, type FormEvent } from 'react';
import { TextField } from '../../../ui/text-field';
import { AuthForm, BackToLoginButton, SubmitButton } from './auth-form-parts';

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
    <AuthForm onSubmit={submit}>
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
      <SubmitButton busy={busy} disabled={!complete} label="Verifiëren en inloggen" busyLabel="Controleren..." />
      <BackToLoginButton onClick={onBack} />
    </AuthForm>
  );
}
