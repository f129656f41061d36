import type { ReactNode } from 'react';
import './fact-list.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

interface FactListProps {
  facts: readonly Fact[];
  /** 'grid': small captions above the values, side by side; 'rows': caption left, value right, one fact a line. */
  layout?: 'grid' | 'rows';
}

/** Read-only facts about one thing (who, when, status) as a description list. */
export function FactList({ facts, layout = 'grid' }: FactListProps) {
  return (
    <dl className={`fact-list fact-list--${layout}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
