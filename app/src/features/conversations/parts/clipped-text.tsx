import { useState } from 'react';

const LIMIT = 140;

/** Long texts (a whole verslag in the log) are cut, with a button to read all of it. */
export function ClippedText({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  if (text.length <= LIMIT) return <span className="clipped-text">{text}</span>;
  return (
    <span className="clipped-text">
      {expanded ? text : `${text.slice(0, LIMIT).trimEnd()}…`}{' '}
      <button type="button" className="link-button small" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
        {expanded ? 'Minder tonen' : 'Meer tonen'}
      </button>
    </span>
  );
}
