import type { ReactNode } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { useCan } from '../../../lib/session/can';
import { conversationApi } from '../../../../../contracts/conversations';
import { useToast } from '../../../ui/use-toast';
import { AddItemForm } from './add-item-form';
import { validationDetail } from './messages';
import './items.css';

interface ItemsPanelProps {
  kind: 'goals' | 'ambitions';
  /** The section's accessible name, 'Doelen' or 'Ambities'. */
  label: string;
  /** The texts already in the conversation (the library choice leaves them out). */
  existing: string[];
  /** Adds one item; throws when the server refuses. */
  add: (omschrijving: string) => Promise<unknown>;
  /** The SPEC 8 text when adding fails. */
  addFailure: string;
  /** Called after every change, whose answer is in the cache already (the api functions take it). */
  onChanged: () => Promise<unknown>;
  emptyText: string;
  /** Above the add form, e.g. the overall progress of the goals. */
  summary?: ReactNode;
  /** The items, one <li> each. */
  children: ReactNode[];
}

/** The goals or ambitions of one conversation: add one (typed or from the library), then the list. */
export function ItemsPanel({ kind, label, existing, add, addFailure, onChanged, emptyText, summary, children }: ItemsPanelProps) {
  const toast = useToast();
  const may = useCan();

  async function addItem(omschrijving: string): Promise<boolean> {
    try {
      await add(omschrijving);
      await onChanged();
      return true;
    } catch (error) {
      toast.error(addFailure, validationDetail(error));
      return false;
    }
  }

  return (
    <section className="items-panel stack" aria-label={label}>
      {summary}
      {may(conversationApi.addGoal) ? <AddItemForm kind={kind} existing={existing} onAdd={addItem} /> : null}
      {children.length === 0 ? (
        <EmptyState look="filled" compact>
          {emptyText}
        </EmptyState>
      ) : (
        <ul className="items-panel__list stack stack--3 plain-list">{children}</ul>
      )}
    </section>
  );
}
