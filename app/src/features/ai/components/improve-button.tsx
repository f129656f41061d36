import { useState } from 'react';
import type { AiImproveProps } from '../../../lib/ai-slots';
import { improveText } from '../api/ai-calls';
import { AI_FAILURE, aiErrorMessage } from '../lib/ai-errors';
import { AiButton } from './ai-button';
import { AiResultModal, type AiResult } from './ai-result-modal';

const TITLES = {
  verslag: 'Gespreksnotitie verbeteren met AI',
  doel: 'Doel verbeteren met AI',
  ambitie: 'Ambitie verbeteren met AI',
} as const;

/** 'AI verbeteren' (SPEC 2): the improved text in a result modal, applied or copied; disabled without text (SPEC 5). */
export function ImproveButton({ text, kind, onApply }: AiImproveProps) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<AiResult>({ state: 'loading' });
  const [original, setOriginal] = useState('');

  async function start() {
    setOriginal(text);
    setResult({ state: 'loading' });
    setOpen(true);
    try {
      const answer = await improveText(text, kind);
      setResult({ state: 'done', text: answer.improvedText, changes: answer.changes });
    } catch (error) {
      setResult({ state: 'error', message: aiErrorMessage(error, kind === 'verslag' ? AI_FAILURE.improveMemo : AI_FAILURE.improve) });
    }
  }

  return (
    <>
      <AiButton onClick={() => void start()} disabled={!text.trim()}>
        AI verbeteren
      </AiButton>
      <AiResultModal
        open={open}
        title={TITLES[kind]}
        result={result}
        plain
        onClose={() => setOpen(false)}
        onApply={(improved) => {
          onApply(improved);
          setOpen(false);
        }}
        before={
          <details className="ai-result__original">
            <summary>Oorspronkelijke tekst</summary>
            <p>{original}</p>
          </details>
        }
      />
    </>
  );
}
