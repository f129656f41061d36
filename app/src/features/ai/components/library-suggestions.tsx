import { useState } from 'react';
import { SUGGESTIONS_SINGLE } from '../../../../../contracts/ai';
import type { LibraryKind } from '../../../../../contracts/library';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { requestSuggestions } from '../api/ai-calls';
import { AI_FAILURE, aiErrorMessage } from '../lib/ai-errors';
import { AiButton } from './ai-button';
import { FieldLabel } from '../../../ui/field';
import './ai.css';

type Phase =
  | { state: 'closed' }
  | { state: 'open' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; suggestions: string[] };

/** Suggestions inside the single add/edit modal of a library (SPEC 9: 10); a click puts one in the field. */
export function LibrarySuggestions({ kind, onPick }: { kind: LibraryKind; onPick: (text: string) => void }) {
  const [topic, setTopic] = useState('');
  const [phase, setPhase] = useState<Phase>({ state: 'closed' });

  async function fetchSuggestions() {
    if (!topic.trim()) return;
    setPhase({ state: 'loading' });
    try {
      setPhase({ state: 'done', suggestions: await requestSuggestions(kind, topic.trim(), SUGGESTIONS_SINGLE) });
    } catch (error) {
      setPhase({ state: 'error', message: aiErrorMessage(error, AI_FAILURE.suggestions) });
    }
  }

  if (phase.state === 'closed') {
    return (
      <div>
        <AiButton onClick={() => setPhase({ state: 'open' })}>
          {kind === 'goal' ? 'Doel laten voorstellen door AI' : 'Ambitie laten voorstellen door AI'}
        </AiButton>
      </div>
    );
  }
  return (
    <div className="ai-inline-suggestions">
      <div className="field-row ai-topic">
        <div className="field">
          <FieldLabel htmlFor={`ai-topic-${kind}`}>Onderwerp voor AI suggesties</FieldLabel>
          <input
            id={`ai-topic-${kind}`}
            className="input"
            value={topic}
            maxLength={200}
            placeholder="bijv. communicatie"
            onChange={(event) => setTopic(event.target.value)}
            onKeyDown={(event) => {
              // Enter asks for suggestions here instead of saving the surrounding form.
              if (event.key === 'Enter') {
                event.preventDefault();
                void fetchSuggestions();
              }
            }}
          />
        </div>
        <AiButton onClick={() => void fetchSuggestions()} disabled={!topic.trim() || phase.state === 'loading'}>
          Suggesties
        </AiButton>
      </div>
      {phase.state === 'loading' ? <Loading variant="inline" label="AI zoekt suggesties..." /> : null}
      {phase.state === 'error' ? <Alert tone="error">{phase.message}</Alert> : null}
      {phase.state === 'done' ? (
        phase.suggestions.length ? (
          <ul className="ai-pick-list stack stack--2 plain-list" aria-label="Suggesties">
            {phase.suggestions.map((text) => (
              <li key={text}>
                <button type="button" className="ai-pick" onClick={() => onPick(text)}>
                  {text}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">Geen nieuwe suggesties gevonden voor dit onderwerp.</p>
        )
      ) : null}
    </div>
  );
}
