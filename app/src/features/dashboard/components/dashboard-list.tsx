import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';

interface DashboardListProps<Item> {
  /** Undefined while the card's data loads. */
  items: Item[] | undefined;
  /** What the card says when there is nothing to list. */
  empty: string;
  /** The list's items, as <li>s. */
  children: (items: Item[]) => ReactNode;
}

/** The list of a dashboard card: a spinner until its data is there, its empty text, or the items. */
export function DashboardList<Item>({ items, empty, children }: DashboardListProps<Item>) {
  if (!items) return <Loading variant="inline" />;
  if (items.length === 0)
    return (
      <EmptyState look="filled" compact>
        {empty}
      </EmptyState>
    );
  return <ul className="dashboard-list plain-list">{children(items)}</ul>;
}
