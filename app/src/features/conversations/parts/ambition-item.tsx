import type { ConversationAmbition } from '../../../../../contracts/conversations';
import { useToast } from '../../../ui/use-toast';
import { removeAmbition, updateAmbition } from '../api/conversations';
import { ItemCard } from './item-card';
import { itemChanges, type ItemText } from './item-changes';
import { FAILURE, validationDetail } from './messages';

interface AmbitionItemProps {
  popId: number;
  ambition: ConversationAmbition;
  onChanged: () => Promise<unknown>;
}

/** One ambition with its note; edit and delete through the menu. */
export function AmbitionItem({ popId, ambition, onChanged }: AmbitionItemProps) {
  const toast = useToast();

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

  return (
    <ItemCard
      kind="ambition"
      item={ambition}
      onSaveText={saveText}
      onRemove={() => removeAmbition(popId, ambition.id)}
      onRemoved={onChanged}
    />
  );
}
