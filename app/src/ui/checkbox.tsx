import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import './checkbox.css';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A checkbox with its label beside it; the whole label is the click target. A click shows at once,
 * also when the owner's state follows later: filters kept in the address change it in a transition
 * (React Router), and until that lands a plain controlled box would spring back.
 */
export function Checkbox({ label, checked, onChange, className, ...inputProps }: CheckboxProps) {
  const [shown, setShown] = useState(checked);
  const [owned, setOwned] = useState(checked);
  if (owned !== checked) {
    setOwned(checked);
    setShown(checked);
  }
  return (
    <label className={className ? `checkbox ${className}` : 'checkbox'}>
      <input
        {...inputProps}
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
      />
      <span>{label}</span>
    </label>
  );
}
