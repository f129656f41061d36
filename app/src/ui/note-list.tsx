import './note-list.css';

export interface NoteListItem {
  text: string;
  note?: string | null;
}

/** A numbered list of short texts, each with an optional note under it (e.g. a template's goals). */
export function NoteList({ items }: { items: readonly NoteListItem[] }) {
  return (
    <ol className="note-list stack stack--3">
      {items.map((item, index) => (
        <li key={index}>
          <span className="note-list__text">{item.text}</span>
          {item.note ? <span className="note-list__note muted small">{item.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}
