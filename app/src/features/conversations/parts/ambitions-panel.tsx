import type { Conversation } from '../../../../../contracts/conversations';
import { addAmbition } from '../api/conversations';
import { AmbitionItem } from './ambition-item';
import { ItemsPanel } from './items-panel';
import { FAILURE } from './messages';

interface AmbitionsPanelProps {
  conversation: Conversation;
  onChanged: () => Promise<unknown>;
}

/** The ambitions of one conversation: add (typed or from the library), edit and delete. */
export function AmbitionsPanel({ conversation, onChanged }: AmbitionsPanelProps) {
  return (
    <ItemsPanel
      kind="ambitions"
      label="Ambities"
      existing={conversation.ambitions.map((ambition) => ambition.omschrijving)}
      add={(omschrijving) => addAmbition(conversation.id, omschrijving)}
      addFailure={FAILURE.addAmbition}
      onChanged={onChanged}
      emptyText="Nog geen ambities bij dit gesprek."
    >
      {conversation.ambitions.map((ambition) => (
        <AmbitionItem key={ambition.id} popId={conversation.id} ambition={ambition} onChanged={onChanged} />
      ))}
    </ItemsPanel>
  );
}
