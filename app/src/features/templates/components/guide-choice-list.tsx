import { Icon } from '../../../ui/icon';
import { RowButton, RowList } from '../../../ui/row-list';
import type { NamedItem } from '../../../../../contracts/templates';

interface GuideChoiceListProps {
  items: NamedItem[];
  label: string;
  onPick: (item: NamedItem) => void;
}

/** The clickable tiles of the branch and function steps. */
export function GuideChoiceList({ items, label, onPick }: GuideChoiceListProps) {
  return (
    <RowList className="guide-choices" label={label}>
      {items.map((item) => (
        <RowButton key={item.id} className="guide-choices__item" onClick={() => onPick(item)}>
          <span>{item.naam}</span>
          <Icon name="arrowRight" size={18} />
        </RowButton>
      ))}
    </RowList>
  );
}
