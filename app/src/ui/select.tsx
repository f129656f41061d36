import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldLabel, FieldMessages, useFieldIds } from './field';
import './select.css';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options?: readonly SelectOption[];
  /** An empty first choice, e.g. 'Selecteer een bedrijf'. */
  placeholder?: string;
  /** A message under the field; the select is marked invalid and described by it. */
  error?: string;
  /** 'inline' puts the label beside a narrow select (e.g. 'Per pagina'). */
  layout?: 'stacked' | 'inline';
  /** Classes of the field around label and select. */
  fieldClassName?: string;
  /** The label for screen readers only, where the select's surroundings (a table row) already say what it is. */
  labelHidden?: boolean;
  /** More <option>s or <optgroup>s after `options`. */
  children?: ReactNode;
}

/** A labelled select. The value is handed back as the option's string; the caller converts it. */
export function Select({
  label,
  value,
  onChange,
  options = [],
  placeholder,
  error,
  layout = 'stacked',
  fieldClassName,
  labelHidden = false,
  children,
  ...selectProps
}: SelectProps) {
  const { id, ids, control } = useFieldIds({ error });
  const base = layout === 'inline' ? 'select-inline' : 'field';
  return (
    <div className={fieldClassName ? `${base} ${fieldClassName}` : base}>
      {labelHidden ? (
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
      ) : layout === 'inline' ? (
        <label htmlFor={id}>{label}</label>
      ) : (
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
      )}
      <select {...selectProps} {...control(selectProps)} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
