import { Icon } from './icon';
import './check-list.css';

interface CheckListProps {
  items: readonly string[];
  /** The screen's own class: the list's margin and the colour of the check marks. */
  className: string;
}

/** Short points, each behind a check mark (the selling points on the account screens and the landing page). */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={`check-list ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="checkCircle" size={20} />
          {item}
        </li>
      ))}
    </ul>
  );
}
