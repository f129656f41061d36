import { EmptyState } from '../../../ui/empty-state';
import { useToast } from '../../../ui/use-toast';
import { addAmbition } from '../api/conversations';
import type { Conversation } from '../../../../../contracts/conversations';
import { AddItemForm } from './add-item-form';
import { AmbitionItem } from './ambition-item';
import { FAILURE, validationDetail } from './messages';
import './items.css';

interface AmbitionsPanelProps {
  conversation: Conversation;
  onChanged: () => Promise<unknown>;
}

/** The ambitions of one conversation: add (typed or from the library), edit and delete. */
export function AmbitionsPanel({ conversation, onChanged }: AmbitionsPanelProps) {
  const toast = useToast();

  async function add(omschrijving: string): Promise<boolean> {
    try {
      await addAmbition(conversation.id, omschrijving);
      await onChanged();
      return true;
    } catch (error) {
      toast.error(FAILURE.addAmbition, validationDetail(error));
      return false;
    }
  }

  return (
    <section className="items-panel" aria-label="Ambities">
      <AddItemForm kind="ambitions" existing={conversation.ambitions.map((ambition) => ambition.omschrijving)} onAdd={add} />
      {conversation.ambitions.length === 0 ? (
        <EmptyState look="filled" compact>
          Nog geen ambities bij dit gesprek.
        </EmptyState>
      ) : (
        <ul className="items-panel__list">
          {conversation.ambitions.map((ambition) => (
            <AmbitionItem key={ambition.id} popId={conversation.id} ambition={ambition} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
