import type { ConversationAmbition, ConversationAmbitionUpdate } from '../../../../../contracts/conversations';
import { removeAmbition, updateAmbition } from '../api/conversations';
import { ItemCard } from './item-card';
import type { ItemText } from './item-changes';
import { saveItemText, useSendChange } from './item-save';
import { FAILURE } from './messages';

interface AmbitionItemProps {
  popId: number;
  ambition: ConversationAmbition;
  onChanged: () => Promise<unknown>;
}

/** One ambition with its note; edit and delete through the menu. */
export function AmbitionItem({ popId, ambition, onChanged }: AmbitionItemProps) {
  const send = useSendChange((change: ConversationAmbitionUpdate) => updateAmbition(popId, ambition.id, change));
  const saveText = (next: ItemText) => saveItemText(ambition, next, send, FAILURE.updateAmbition, onChanged);

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
