import { useState } from 'react';
import { useToast } from '../../../ui/use-toast';
import { removeAmbition, updateAmbition } from '../api/conversations';
import type { ConversationAmbition } from '../../../../../contracts/conversations';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { itemChanges, type ItemText } from './item-changes';
import { ItemEditForm } from './item-edit-form';
import { ItemMenu } from './item-menu';
import { FAILURE, validationDetail } from './messages';

interface AmbitionItemProps {
  popId: number;
  ambition: ConversationAmbition;
  onChanged: () => Promise<unknown>;
}

/** One ambition with its note; edit and delete through the menu. */
export function AmbitionItem({ popId, ambition, onChanged }: AmbitionItemProps) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function saveText(next: ItemText): Promise<boolean> {
    let ok = true;
    for (const change of itemChanges(ambition, next)) {
      try {
        await updateAmbition(popId, ambition.id, change);
      } catch (error) {
        toast.error('notitie' in change ? FAILURE.saveNote : FAILURE.updateAmbition, validationDetail(error));
        ok = false;
      }
    }
    await onChanged();
    return ok;
  }

  async function remove() {
    setRemoving(true);
    try {
      await removeAmbition(popId, ambition.id);
      setConfirming(false);
      await onChanged();
    } catch (error) {
      toast.error('Er is een fout opgetreden bij het verwijderen van de ambitie', validationDetail(error));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <li className="item-card">
      {editing ? (
        <ItemEditForm initial={ambition} onSave={saveText} onCancel={() => setEditing(false)} />
      ) : (
        <div className="item-card__head">
          <div className="item-card__text">
            <p className="item-card__title">{ambition.omschrijving}</p>
            {ambition.notitie ? <p className="item-card__note">{ambition.notitie}</p> : null}
          </div>
          <ItemMenu
            label={`Acties voor ambitie ${ambition.omschrijving}`}
            actions={[
              { label: 'Bewerken', onSelect: () => setEditing(true) },
              { label: 'Verwijderen', onSelect: () => setConfirming(true), danger: true },
            ]}
          />
        </div>
      )}
      <ConfirmModal
        open={confirming}
        title="Ambitie verwijderen"
        confirmLabel="Verwijderen"
        busy={removing}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          Weet je zeker dat je de ambitie <strong>{ambition.omschrijving}</strong> wilt verwijderen?
        </p>
      </ConfirmModal>
    </li>
  );
}
