import { useState, type FormEvent } from 'react';
import { SUGGESTIONS_MANY } from '../../../../../contracts/ai';
import { createLibraryEntry } from '../../../api/library';
import type { LibraryKind } from '../../../../../contracts/library';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/use-toast';
import { requestSuggestions } from '../api/ai-calls';
import { AI_FAILURE, aiErrorMessage } from '../lib/ai-errors';
import { AiButton } from './ai-button';
import { Button } from '../../../ui/button';
import './ai.css';

const TEXTS = {
  goal: {
    title: 'AI suggesties voor doelen',
    plural: 'doelen',
    one: 'doel',
    failure: AI_FAILURE.addGoals,
    example: 'bijv. communicatie, medicatie of leiderschap',
  },
  ambition: {
    title: 'AI suggesties voor ambities',
    plural: 'ambities',
    one: 'ambitie',
    failure: AI_FAILURE.addAmbitions,
    example: 'bijv. doorgroeien, leidinggeven of specialiseren',
  },
} as const;

type Phase = { state: 'idle' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; suggestions: string[] };

/** The add-many modal of the goal and ambition libraries (SPEC 2, 9): 20 suggestions for a topic, pick several, add them. */
export function LibraryAddMany({ kind, onAdded }: { kind: LibraryKind; onAdded: () => void }) {
  const texts = TEXTS[kind];
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState('');
  const [phase, setPhase] = useState<Phase>({ state: 'idle' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (!topic.trim()) return;
    setPhase({ state: 'loading' });
    setSelected(new Set());
    setAddError(null);
    try {
      setPhase({ state: 'done', suggestions: await requestSuggestions(kind, topic.trim(), SUGGESTIONS_MANY) });
    } catch (error) {
      setPhase({ state: 'error', message: aiErrorMessage(error, AI_FAILURE.suggestions) });
    }
  }

  function toggle(text: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(text);
    else next.delete(text);
    setSelected(next);
  }

  async function add() {
    setAdding(true);
    setAddError(null);
    let added = 0;
    try {
      for (const text of selected) {
        await createLibraryEntry(kind, text);
        added++;
      }
      toast.success(`${added} ${added === 1 ? texts.one : texts.plural} toegevoegd`);
      onAdded();
      close();
    } catch {
      if (added) onAdded();
      setAddError(texts.failure);
    } finally {
      setAdding(false);
    }
  }

  function close() {
    setOpen(false);
    setPhase({ state: 'idle' });
    setSelected(new Set());
    setAddError(null);
  }

  const suggestions = phase.state === 'done' ? phase.suggestions : [];
  const footer = (
    <>
      <Button variant="secondary" onClick={close}>
        Annuleren
      </Button>
      <Button variant="primary" onClick={() => void add()} disabled={selected.size === 0 || adding}>
        {adding ? 'Toevoegen...' : `Toevoegen (${selected.size})`}
      </Button>
    </>
  );

  return (
    <>
      <AiButton className="button--secondary" onClick={() => setOpen(true)}>
        AI suggesties
      </AiButton>
      <Modal open={open} title={texts.title} onClose={close} footer={footer} size="wide">
        <div className="stack">
          <form className="field-row ai-topic" onSubmit={(event) => void generate(event)}>
            <TextField label="Onderwerp" value={topic} onChange={setTopic} placeholder={texts.example} maxLength={200} data-autofocus />
            <AiButton type="submit" className="button--primary" disabled={!topic.trim() || phase.state === 'loading'}>
              Suggesties ophalen
            </AiButton>
          </form>
          {addError ? <Alert tone="error">{addError}</Alert> : null}
          {phase.state === 'loading' ? <Loading variant="inline" label="AI zoekt suggesties..." /> : null}
          {phase.state === 'error' ? <Alert tone="error">{phase.message}</Alert> : null}
          {phase.state === 'done' && suggestions.length === 0 ? (
            <p className="muted">Geen nieuwe suggesties gevonden voor dit onderwerp.</p>
          ) : null}
          {suggestions.length > 0 ? (
            <div className="ai-suggestions">
              <div className="ai-suggestions__bar">
                <span className="muted small">
                  {suggestions.length} suggesties · {selected.size} geselecteerd
                </span>
                <button
                  type="button"
                  className="link-button small"
                  onClick={() => setSelected(selected.size === suggestions.length ? new Set() : new Set(suggestions))}
                >
                  {selected.size === suggestions.length ? 'Niets selecteren' : 'Alles selecteren'}
                </button>
              </div>
              <ul className="ai-suggestions__list stack stack--2" aria-label="Suggesties">
                {suggestions.map((text) => (
                  <li key={text}>
                    <Checkbox label={text} checked={selected.has(text)} onChange={(on) => toggle(text, on)} />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
