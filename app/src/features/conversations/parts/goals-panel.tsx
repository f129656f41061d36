import { EmptyState } from '../../../ui/empty-state';
import { useToast } from '../../../ui/use-toast';
import { addGoal } from '../api/conversations';
import type { Conversation } from '../../../../../contracts/conversations';
import { AddItemForm } from './add-item-form';
import { GoalItem } from './goal-item';
import { FAILURE, validationDetail } from './messages';
import { OverallProgress } from './progress-bar';
import './items.css';

interface GoalsPanelProps {
  conversation: Conversation;
  /** Called after every change; should resolve once the fresh conversation has been fetched. */
  onChanged: () => Promise<unknown>;
}

/** The goals of one conversation with their progress, deadline and note, and the overall progress. */
export function GoalsPanel({ conversation, onChanged }: GoalsPanelProps) {
  const toast = useToast();

  async function add(omschrijving: string): Promise<boolean> {
    try {
      await addGoal(conversation.id, omschrijving);
      await onChanged();
      return true;
    } catch (error) {
      toast.error(FAILURE.addGoal, validationDetail(error));
      return false;
    }
  }

  return (
    <section className="items-panel" aria-label="Doelen">
      <OverallProgress value={conversation.overall_progress} />
      <AddItemForm kind="goals" existing={conversation.goals.map((goal) => goal.omschrijving)} onAdd={add} />
      {conversation.goals.length === 0 ? (
        <EmptyState look="filled" compact>
          Nog geen doelen bij dit gesprek.
        </EmptyState>
      ) : (
        <ul className="items-panel__list">
          {conversation.goals.map((goal) => (
            <GoalItem key={goal.id} popId={conversation.id} goal={goal} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}
