import type { InputHTMLAttributes } from 'react';

interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

/** A search field (an `input` of type search); name it with `aria-label` or a label of its own. */
export function SearchInput({ value, onChange, className, ...inputProps }: SearchInputProps) {
  return (
    <input
      {...inputProps}
      type="search"
      className={className ? `input ${className}` : 'input'}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
