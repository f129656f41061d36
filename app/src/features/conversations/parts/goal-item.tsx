import { useId, useState, type CSSProperties } from 'react';
import { useToast } from '../../../ui/use-toast';
import { removeGoal, updateGoal } from '../api/conversations';
import type { ConversationGoal, GoalUpdate } from '../../../../../contracts/conversations';
import { PROGRESS_COLOURS, progressPercent, progressTone } from '../lib/progress';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { deadlineToSend, itemChanges, type ItemText } from './item-changes';
import { ItemEditForm } from './item-edit-form';
import { ItemMenu } from './item-menu';
import { FAILURE, validationDetail } from './messages';
import { useDeferredSave } from './use-deferred-save';

interface GoalItemProps {
  popId: number;
  goal: ConversationGoal;
  onChanged: () => Promise<unknown>;
}

/** One goal: text and note (edited through the menu), progress slider 0-10 and an optional deadline. */
export function GoalItem({ popId, goal, onChanged }: GoalItemProps) {
  const toast = useToast();
  const progressId = useId();
  const deadlineId = useId();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  /** One field per call (SPEC 7); the SPEC 8 text for that field when it fails. */
  async function send(change: GoalUpdate, failure: string): Promise<boolean> {
    try {
      await updateGoal(popId, goal.id, change);
      return true;
    } catch (error) {
      toast.error(failure, validationDetail(error));
      return false;
    }
  }

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

  async function saveText(next: ItemText): Promise<boolean> {
    let ok = true;
    for (const change of itemChanges(goal, next)) {
      ok = (await send(change, 'notitie' in change ? FAILURE.saveNote : FAILURE.updateGoal)) && ok;
    }
    await onChanged();
    return ok;
  }

  async function remove() {
    setRemoving(true);
    try {
      await removeGoal(popId, goal.id);
      setConfirming(false);
      await onChanged();
    } catch (error) {
      toast.error('Er is een fout opgetreden bij het verwijderen van het doel', validationDetail(error));
    } finally {
      setRemoving(false);
    }
  }

  const tone = progressTone(progress.value);
  return (
    <li className="item-card" data-goal-id={goal.id}>
      {editing ? (
        <ItemEditForm initial={goal} onSave={saveText} onCancel={() => setEditing(false)} />
      ) : (
        <div className="item-card__head">
          <div className="item-card__text">
            <p className="item-card__title" id={titleId}>
              {goal.omschrijving}
            </p>
            {goal.notitie ? <p className="item-card__note">{goal.notitie}</p> : null}
          </div>
          <ItemMenu
            label={`Acties voor doel ${goal.omschrijving}`}
            actions={[
              { label: 'Bewerken', onSelect: () => setEditing(true) },
              { label: 'Verwijderen', onSelect: () => setConfirming(true), danger: true },
            ]}
          />
        </div>
      )}
      <div className="goal-controls">
        <div className="goal-controls__progress">
          <label className="field__label" htmlFor={progressId}>
            Voortgang
          </label>
          <div className="goal-progress" data-tone={tone} style={{ '--tone': PROGRESS_COLOURS[tone] } as CSSProperties}>
            <input
              id={progressId}
              type="range"
              min={0}
              max={10}
              step={1}
              value={progress.value}
              aria-valuetext={`${progress.value} van 10`}
              aria-describedby={editing ? undefined : titleId}
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
          <label className="field__label" htmlFor={deadlineId}>
            Deadline
          </label>
          <div className="goal-deadline">
            <input
              id={deadlineId}
              type="date"
              className="input"
              value={deadline.value}
              aria-describedby={editing ? undefined : titleId}
              onChange={(event) => deadline.change(event.target.value)}
              onBlur={deadline.flush}
            />
            {deadline.value ? (
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
      <ConfirmModal
        open={confirming}
        title="Doel verwijderen"
        confirmLabel="Verwijderen"
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Weet je zeker dat je het doel <strong>{goal.omschrijving}</strong> wilt verwijderen?
        </p>
      </ConfirmModal>
    </li>
  );
}
