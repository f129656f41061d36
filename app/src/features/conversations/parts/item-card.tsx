import { useId, useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { useCan } from '../../../lib/session/can';
import { conversationApi } from '../../../../../contracts/conversations';
import { useToastedAction } from '../../../ui/use-toasted-action';
import type { ItemText } from './item-changes';
import { ItemEditForm } from './item-edit-form';
import { ItemMenu } from './item-menu';
import { validationDetail } from './messages';

const TEXTS = {
  goal: {
    noun: 'doel',
    the: 'het doel',
    removeTitle: 'Doel verwijderen',
    removeFailed: 'Er is een fout opgetreden bij het verwijderen van het doel',
  },
  ambition: {
    noun: 'ambitie',
    the: 'de ambitie',
    removeTitle: 'Ambitie verwijderen',
    removeFailed: 'Er is een fout opgetreden bij het verwijderen van de ambitie',
  },
} as const;

interface ItemCardProps {
  kind: keyof typeof TEXTS;
  item: ItemText;
  /** Saves a changed text or note; false keeps the edit form open. */
  onSaveText: (next: ItemText) => Promise<boolean>;
  /** Removes the item; throws when the server refuses. */
  onRemove: () => Promise<unknown>;
  /** After a removal, e.g. fetching the conversation again. */
  onRemoved: () => Promise<unknown>;
  /**
   * Under the text, e.g. a goal's progress and deadline. `titleId` names the text for aria-describedby;
   * it is undefined while the text is being edited (then there is no title element).
   */
  children?: (state: { titleId: string | undefined }) => ReactNode;
  /** Attributes for tests and styling of one kind, e.g. data-goal-id. */
  dataAttributes?: Record<`data-${string}`, string | number>;
}

/** One goal or ambition: its text and note, edited or removed through the '...' menu. */
export function ItemCard({ kind, item, onSaveText, onRemove, onRemoved, children, dataAttributes }: ItemCardProps) {
  const texts = TEXTS[kind];
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removing = useToastedAction();
  const may = useCan();

  async function remove() {
    await removing.run(
      async () => {
        await onRemove();
        setConfirming(false);
        await onRemoved();
      },
      texts.removeFailed,
      validationDetail,
    );
  }

  return (
    <li className="item-card stack stack--3" {...dataAttributes}>
      {editing ? (
        <ItemEditForm aiKind={kind === 'goal' ? 'doel' : 'ambitie'} initial={item} onSave={onSaveText} onCancel={() => setEditing(false)} />
      ) : (
        <div className="item-card__head cluster">
          <div className="item-card__text">
            <p className="item-card__title" id={titleId}>
              {item.omschrijving}
            </p>
            {item.notitie ? <p className="item-card__note">{item.notitie}</p> : null}
          </div>
          {may(conversationApi.updateGoal) ? (
            <ItemMenu
              label={`Acties voor ${texts.noun} ${item.omschrijving}`}
              actions={[
                { label: 'Bewerken', onSelect: () => setEditing(true) },
                { label: 'Verwijderen', onSelect: () => setConfirming(true), danger: true },
              ]}
            />
          ) : null}
        </div>
      )}
      {children?.({ titleId: editing ? undefined : titleId })}
      <ConfirmModal
        open={confirming}
        title={texts.removeTitle}
        confirmLabel="Verwijderen"
        busy={removing.busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Weet je zeker dat je {texts.the} <strong>{item.omschrijving}</strong> wilt verwijderen?
        </p>
      </ConfirmModal>
    </li>
  );
}
