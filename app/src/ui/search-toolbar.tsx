import { useId, type ReactNode } from 'react';
import { FieldLabel } from './field';
import { SearchInput } from './search-input';
import './search-toolbar.css';

interface SearchToolbarProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** The search field's accessible name; shown above it with `labelVisible`. */
  label: string;
  /** Visible labels above every control, as in a filter bar of labelled selects. */
  labelVisible?: boolean;
  /** Filters beside the search field: checkboxes, selects. */
  children?: ReactNode;
}

/** The search field of a list screen with its filters; it wraps onto more lines when space runs out. */
export function SearchToolbar({ value, onChange, placeholder, label, labelVisible = false, children }: SearchToolbarProps) {
  const id = useId();
  const input = (
    <SearchInput
      id={id}
      className={labelVisible ? undefined : 'search-toolbar__search'}
      placeholder={placeholder}
      aria-label={labelVisible ? undefined : label}
      value={value}
      onChange={onChange}
    />
  );
  return (
    <div className={labelVisible ? 'search-toolbar search-toolbar--labelled' : 'search-toolbar'}>
      {labelVisible ? (
        <div className="field search-toolbar__search">
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          {input}
        </div>
      ) : (
        input
      )}
      {children}
    </div>
  );
}
