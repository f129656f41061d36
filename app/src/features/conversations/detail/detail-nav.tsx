import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SECTIONS, sectionLabel, type SectionId } from './sections';
import { FieldLabel } from '../../../ui/field';

interface DetailNavProps {
  active: SectionId;
  counts: Partial<Record<SectionId, number>>;
  onSelect: (id: SectionId) => void;
  /** Sections the reader's role has no use for (a reader gets no 'Acties'). */
  hidden?: readonly SectionId[];
}

/** The sidebar on wide screens; a select above the content on phones. The choice lives in the address hash. */
export function DetailNav({ active, counts, onSelect, hidden = [] }: DetailNavProps) {
  const sections = SECTIONS.filter((section) => !hidden.includes(section.id));
  const pickerId = useId();
  const link = (id: SectionId) => {
    const section = SECTIONS.find((item) => item.id === id)!;
    return (
      <li key={id}>
        <Link
          to={{ hash: id }}
          replace
          className={`detail-nav__link nav-item ${active === id ? 'nav-item--current' : ''}`}
          aria-current={active === id ? 'page' : undefined}
        >
          {sectionLabel(section, counts)}
        </Link>
      </li>
    );
  };
  const main = sections.filter((section) => section.group === 'main').map((section) => section.id);
  const other = sections.filter((section) => section.group === 'overig').map((section) => section.id);

  return (
    <>
      <nav className="card detail-nav" aria-label="Onderdelen van het gesprek">
        <ul className="detail-nav__list plain-list">{main.map(link)}</ul>
        <p className="detail-nav__group">Overig</p>
        <ul className="detail-nav__list plain-list">{other.map(link)}</ul>
      </nav>
      <div className="detail-picker field">
        <FieldLabel htmlFor={pickerId}>Onderdeel</FieldLabel>
        <select id={pickerId} className="input" value={active} onChange={(event) => onSelect(event.target.value as SectionId)}>
          {sections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.group === 'overig' ? `Overig: ${sectionLabel(section, counts)}` : sectionLabel(section, counts)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
