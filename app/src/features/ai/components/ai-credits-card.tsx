import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../ui/progress-bar';
import { useAiCredits } from '../api/ai-calls';
import './ai.css';

/** AI credits in the plan info block (SPEC 2, 6): used of the month's limit, or unlimited on a paid plan. */
export function AiCreditsCard() {
  const { data, error } = useAiCredits();
  if (error || !data) return null;
  const { creditsUsed, creditsLimit, unlimited } = data.credits;
  return (
    <section className="card ai-credits" aria-labelledby="ai-credits-title">
      <div className="ai-credits__head">
        <h2 id="ai-credits-title" className="card__title">
          AI credits <span className="badge ai-badge">AI</span>
        </h2>
        <p className="ai-credits__count">{unlimited ? 'Onbeperkt' : `${creditsUsed} van ${creditsLimit} gebruikt`}</p>
      </div>
      {unlimited ? null : (
        <ProgressBar
          value={creditsUsed}
          max={creditsLimit}
          label="AI credits deze maand"
          valueText={`${creditsUsed} van ${creditsLimit}`}
        />
      )}
      <p className="muted small ai-credits__message">
        {data.message}
        {unlimited ? null : (
          <>
            {' '}
            Elke AI-aanvraag (suggesties, tekst verbeteren, samenvatting, tips, trendanalyse) telt als één credit; een mislukte aanvraag
            telt niet. <Link to="/prijzen">Bekijk de plannen</Link>
          </>
        )}
      </p>
    </section>
  );
}
