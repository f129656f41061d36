import type { ReactNode } from 'react';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/use-toast';
import { AI_FAILURE } from '../lib/ai-errors';
import { AiTextView } from './ai-text-view';
import { Button } from '../../../ui/button';
import './ai.css';

export type AiResult = { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; text: string; changes?: string[] };

interface AiResultModalProps {
  open: boolean;
  title: string;
  result: AiResult;
  onClose: () => void;
  /** Offered when the text can go back where it came from ('Toepassen'). */
  onApply?: (text: string) => void;
  /** Shown above the answer, e.g. the original text. */
  before?: ReactNode;
  /** The answer as the exact text that would be applied (improve), not as headings and lists. */
  plain?: boolean;
  loadingLabel?: string;
}

/** What the AI answered, with Toepassen (when offered), Kopiëren and Sluiten; errors in the modal itself (SPEC 8). */
export function AiResultModal({
  open,
  title,
  result,
  onClose,
  onApply,
  before,
  plain = false,
  loadingLabel = 'AI is bezig...',
}: AiResultModalProps) {
  const toast = useToast();
  const done = result.state === 'done' ? result : null;

  async function copy() {
    if (!done) return;
    try {
      await navigator.clipboard.writeText(done.text);
      toast.success('Gekopieerd naar klembord');
    } catch {
      toast.error(AI_FAILURE.clipboard);
    }
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        Sluiten
      </Button>
      {done ? (
        <Button variant="secondary" onClick={() => void copy()}>
          Kopiëren
        </Button>
      ) : null}
      {done && onApply ? (
        <Button variant="primary" onClick={() => onApply(done.text)}>
          Toepassen
        </Button>
      ) : null}
    </>
  );

  return (
    <Modal open={open} title={title} onClose={onClose} footer={footer} size="wide">
      <div className="ai-result stack stack--4">
        {before}
        {result.state === 'loading' ? <Loading variant="inline" label={loadingLabel} /> : null}
        {result.state === 'error' ? <Alert tone="error">{result.message}</Alert> : null}
        {done ? (
          <>
            <div className="ai-result__text" aria-label="Antwoord van AI">
              {plain ? <p className="ai-result__plain">{done.text}</p> : <AiTextView text={done.text} />}
            </div>
            {done.changes?.length ? (
              <div className="ai-result__changes">
                <p className="ai-result__label">Wat is er veranderd</p>
                <ul>
                  {done.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <p className="ai-result__note">Gemaakt door AI: lees het na voordat je het gebruikt.</p>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
