import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Extra element on the label row, e.g. a 'Wachtwoord vergeten?' link. */
  labelAside?: ReactNode;
  /** A message under the field; the input is marked invalid and described by it. */
  error?: string;
}

export function TextField({ label, value, onChange, hint, labelAside, error, className, ...inputProps }: TextFieldProps) {
  const { id, ids, control } = useFieldIds({ error, hint });
  return (
    <div className={`field ${className ?? ''}`}>
      <div className="field__label-row">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        {labelAside}
      </div>
      <input {...inputProps} {...control({})} className="input" value={value} onChange={(event) => onChange(event.target.value)} />
      <FieldMessages ids={ids} error={error} hint={hint} />
    </div>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'required' | 'autoComplete'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A required password field. */
export function PasswordField(props: PasswordFieldProps) {
  return <TextField type="password" required {...props} />;
}
