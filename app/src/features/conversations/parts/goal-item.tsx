import { useId, type CSSProperties } from 'react';
import { removeGoal, updateGoal } from '../api/conversations';
import { conversationApi, type ConversationGoal, type ConversationGoalUpdate } from '../../../../../contracts/conversations';
import { useCan } from '../../../lib/session/can';
import { PROGRESS_COLOURS, progressTone } from '../../../../../contracts/progress';
import { progressPercent } from '../lib/progress';
import { deadlineToSend, type ItemText } from './item-changes';
import { ItemCard } from './item-card';
import { saveItemText, useSendChange } from './item-save';
import { FAILURE } from './messages';
import { useDeferredSave } from './use-deferred-save';
import { FieldLabel } from '../../../ui/field';

interface GoalItemProps {
  popId: number;
  goal: ConversationGoal;
  onChanged: () => Promise<unknown>;
}

/** One goal: text and note (edited through the menu), progress slider 0-10 and an optional deadline. */
export function GoalItem({ popId, goal, onChanged }: GoalItemProps) {
  const progressId = useId();
  const readOnly = !useCan()(conversationApi.updateGoal);
  const deadlineId = useId();
  // One field per call (SPEC 7); the SPEC 8 text for that field when it fails.
  const send = useSendChange((change: ConversationGoalUpdate) => updateGoal(popId, goal.id, change));

  const progress = useDeferredSave(
    goal.voortgang,
    async (voortgang) => {
      await send({ voortgang }, FAILURE.updateGoal);
      await onChanged();
    },
    400,
  );
  const deadline = useDeferredSave(
    goal.deadline ?? '',
    async (value) => {
      await send({ deadline: deadlineToSend(value) ?? null }, FAILURE.updateGoal);
      await onChanged();
    },
    700,
    (value) => deadlineToSend(value) !== undefined,
  );

  const saveText = (next: ItemText) => saveItemText(goal, next, send, FAILURE.updateGoal, onChanged);

  const tone = progressTone(progress.value);
  return (
    <ItemCard
      kind="goal"
      item={goal}
      onSaveText={saveText}
      onRemove={() => removeGoal(popId, goal.id)}
      onRemoved={onChanged}
      dataAttributes={{ 'data-goal-id': goal.id }}
    >
      {({ titleId }) => (
        <div className="goal-controls">
          <div className="goal-controls__progress">
            <FieldLabel htmlFor={progressId}>Voortgang</FieldLabel>
            <div className="goal-progress" data-tone={tone} style={{ '--tone': PROGRESS_COLOURS[tone] } as CSSProperties}>
              <input
                id={progressId}
                type="range"
                min={0}
                max={10}
                step={1}
                disabled={readOnly}
                value={progress.value}
                aria-valuetext={`${progress.value} van 10`}
                aria-describedby={titleId}
                onChange={(event) => progress.change(Number(event.target.value))}
                onBlur={progress.flush}
                onPointerUp={progress.flush}
              />
              <span className={`goal-progress__value progress-tone--${tone}`}>
                {progress.value}/10 · {progressPercent(progress.value)}%
              </span>
            </div>
          </div>
          <div className="goal-controls__deadline">
            <FieldLabel htmlFor={deadlineId}>Deadline</FieldLabel>
            <div className="goal-deadline">
              <input
                id={deadlineId}
                type="date"
                className="input"
                disabled={readOnly}
                value={deadline.value}
                aria-describedby={titleId}
                onChange={(event) => deadline.change(event.target.value)}
                onBlur={deadline.flush}
              />
              {deadline.value && !readOnly ? (
                <button
                  type="button"
                  className="link-button small"
                  onClick={() => deadline.change('')}
                  aria-label={`Deadline van ${goal.omschrijving} wissen`}
                >
                  Wissen
                </button>
              ) : null}
            </div>
          </div>
        </div>
      )}
    </ItemCard>
  );
}
