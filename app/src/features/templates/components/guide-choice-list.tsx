import { Icon } from '../../../ui/icon';
import type { NamedItem } from '../../../../../contracts/templates';

interface GuideChoiceListProps {
  items: NamedItem[];
  label: string;
  onPick: (item: NamedItem) => void;
}

/** The clickable tiles of the branch and function steps. */
export function GuideChoiceList({ items, label, onPick }: GuideChoiceListProps) {
  return (
    <ul className="guide-choices" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="guide-choices__item" onClick={() => onPick(item)}>
            <span>{item.naam}</span>
            <Icon name="arrowRight" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
