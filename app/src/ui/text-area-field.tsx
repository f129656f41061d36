import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldLabel } from './field';
import './text-area-field.css';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  /** May carry more than words, e.g. 'Verslag' with '(optioneel)' beside it. */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled text of several lines that grows only when the user drags it taller. */
export function TextAreaField({ label, value, onChange, className, ...textAreaProps }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea {...textAreaProps} id={id} className="input text-area" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
