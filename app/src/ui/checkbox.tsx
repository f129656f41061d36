import type { InputHTMLAttributes, ReactNode } from 'react';
import './checkbox.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it; the whole label is the click target. */
export function Checkbox({ label, checked, onChange, className, ...inputProps }: CheckboxProps) {
  return (
    <label className={className ? `checkbox ${className}` : 'checkbox'}>
      <input {...inputProps} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}
