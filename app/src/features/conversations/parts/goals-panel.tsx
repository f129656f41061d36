import type { Conversation } from '../../../../../contracts/conversations';
import { addGoal } from '../api/conversations';
import { GoalItem } from './goal-item';
import { ItemsPanel } from './items-panel';
import { FAILURE } from './messages';
import { OverallProgress } from './progress-bar';

interface GoalsPanelProps {
  conversation: Conversation;
  /** Called after every change, whose answer is in the cache already (the api functions take it). */
  onChanged: () => Promise<unknown>;
}

/** The goals of one conversation with their progress, deadline and note, and the overall progress. */
export function GoalsPanel({ conversation, onChanged }: GoalsPanelProps) {
  return (
    <ItemsPanel
      kind="goals"
      label="Doelen"
      existing={conversation.goals.map((goal) => goal.omschrijving)}
      add={(omschrijving) => addGoal(conversation.id, omschrijving)}
      addFailure={FAILURE.addGoal}
      onChanged={onChanged}
      emptyText="Nog geen doelen bij dit gesprek."
      summary={<OverallProgress value={conversation.overall_progress} />}
    >
      {conversation.goals.map((goal) => (
        <GoalItem key={goal.id} popId={conversation.id} goal={goal} onChanged={onChanged} />
      ))}
    </ItemsPanel>
  );
}
