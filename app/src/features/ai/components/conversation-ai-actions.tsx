import { useState } from 'react';
import { conversationReport, conversationTips } from '../api/ai-calls';
import { AI_FAILURE, aiErrorMessage } from '../lib/ai-errors';
import { AiButton } from './ai-button';
import { AiResultModal, type AiResult } from './ai-result-modal';

type Which = 'report' | 'tips';
const TEXTS = {
  report: {
    title: 'AI samenvatting',
    hint: 'Een verslag uit de notitie, doelen, voortgang, deadlines en ambities.',
    button: 'Samenvatting maken',
    failure: AI_FAILURE.report,
  },
  tips: {
    title: 'AI tips',
    hint: 'Tips over verlopen deadlines, stilstaande voortgang, ambities en het vervolg.',
    button: 'Tips geven',
    failure: AI_FAILURE.tips,
  },
} as const;

/** The AI rows of a conversation's Acties (SPEC 2): summary and tips, each in a result modal to read or copy. */
export function ConversationAiActions({ conversationId }: { conversationId: number }) {
  const [open, setOpen] = useState<Which | null>(null);
  const [result, setResult] = useState<AiResult>({ state: 'loading' });

  async function ask(which: Which) {
    setOpen(which);
    setResult({ state: 'loading' });
    try {
      const text = which === 'report' ? await conversationReport(conversationId) : await conversationTips(conversationId);
      setResult({ state: 'done', text });
    } catch (error) {
      setResult({ state: 'error', message: aiErrorMessage(error, TEXTS[which].failure) });
    }
  }

  return (
    <>
      {(['report', 'tips'] as const).map((which) => (
        <div key={which} className="action-row">
          <div className="action-row__text">
            <p className="action-row__title">
              {TEXTS[which].title} <span className="badge ai-badge">AI</span>
            </p>
            <p className="action-row__hint">{TEXTS[which].hint}</p>
          </div>
          <div className="action-row__control">
            <AiButton onClick={() => void ask(which)}>{TEXTS[which].button}</AiButton>
          </div>
        </div>
      ))}
      <AiResultModal open={open !== null} title={open ? TEXTS[open].title : ''} result={result} onClose={() => setOpen(null)} />
    </>
  );
}
