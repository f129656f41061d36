import { useState } from 'react';
import type { ConversationStatus } from '../../../../../contracts/conversations';
import { conversationStatuses } from '../../../../../contracts/conversations';
import { aiMessages } from '../../../../../contracts/ai';
import { useCompanies } from '../../../api/companies';
import { Alert } from '../../../ui/alert';
import { PageHeader } from '../../../ui/page-header';
import { useToast } from '../../../ui/use-toast';
import { trendAnalysis } from '../api/ai-calls';
import { AI_FAILURE, aiErrorMessage } from '../lib/ai-errors';
import { AiButton } from './ai-button';
import { AnalysisStep, CompanyStep, FilterStep, IntroStep, TrendStepper, type TrendRun } from './trend-steps';
import { Button } from '../../../ui/button';
import './ai.css';
import './trend-wizard.css';

const allStatuses = () => new Set<ConversationStatus>(conversationStatuses);

/** /ai-trendanalyse (SPEC 2 and 4): Uitleg, Bedrijf, Filters, Analyse; back from steps 1 and 2; reset to the start. */
export function TrendWizard() {
  const toast = useToast();
  const [step, setStep] = useState(0);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [statuses, setStatuses] = useState(allStatuses);
  const [problem, setProblem] = useState<string | null>(null);
  const [run, setRun] = useState<TrendRun>({ state: 'loading' });
  const companies = useCompanies({ enabled: step >= 1 });

  const go = (next: number) => {
    setProblem(null);
    setStep(next);
  };

  function reset() {
    setCompanyId(null);
    setStatuses(allStatuses());
    go(0);
  }

  async function analyse() {
    if (statuses.size === 0) return setProblem(aiMessages.statusesRequired);
    go(3);
    setRun({ state: 'loading' });
    try {
      const chosen = conversationStatuses.filter((s) => statuses.has(s));
      const answer = await trendAnalysis(companyId!, chosen);
      const companyName = companies.data?.find((c) => c.id === companyId)?.naam ?? '';
      setRun({ state: 'done', analysis: answer.analysis, conversationCount: answer.conversationCount, companyName });
    } catch (error) {
      setRun({ state: 'error', message: aiErrorMessage(error, AI_FAILURE.trend) });
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Gekopieerd naar klembord');
    } catch {
      toast.error(AI_FAILURE.clipboard);
    }
  }

  return (
    <>
      <PageHeader
        title={
          <>
            AI Trendanalyse <span className="badge ai-badge">AI</span>
          </>
        }
        subtitle="Zie in één oogopslag hoe de POP-gesprekken van een bedrijf verlopen."
      />
      <section className="card stack trend-wizard">
        <TrendStepper step={step} />
        <h2 className="trend-wizard__title">{['Uitleg', 'Kies een bedrijf', 'Kies de gesprekken', 'Analyse'][step]}</h2>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {step === 0 ? <IntroStep /> : null}
        {step === 1 ? (
          <CompanyStep companies={companies.data} loadError={Boolean(companies.error)} chosen={companyId} onChoose={setCompanyId} />
        ) : null}
        {step === 2 ? (
          <FilterStep
            statuses={statuses}
            onToggle={(status, on) => {
              const next = new Set(statuses);
              if (on) next.add(status);
              else next.delete(status);
              setStatuses(next);
            }}
          />
        ) : null}
        {step === 3 ? <AnalysisStep run={run} /> : null}
        <div className="trend-wizard__actions cluster cluster--wrap">
          {step === 1 || step === 2 ? (
            <Button variant="secondary" onClick={() => go(step - 1)}>
              Vorige
            </Button>
          ) : null}
          {step === 3 && run.state === 'error' ? (
            <Button variant="secondary" onClick={() => go(2)}>
              Terug naar filters
            </Button>
          ) : null}
          {step === 3 && run.state !== 'loading' ? (
            <Button variant="secondary" onClick={reset}>
              Opnieuw beginnen
            </Button>
          ) : null}
          {step === 3 && run.state === 'done' ? (
            <Button variant="secondary" onClick={() => void copy(run.analysis)}>
              Kopiëren
            </Button>
          ) : null}
          {step === 0 ? (
            <Button variant="primary" onClick={() => go(1)}>
              Start
            </Button>
          ) : null}
          {step === 1 ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => (companyId === null ? setProblem(aiMessages.companyRequired) : go(2))}
            >
              Volgende
            </button>
          ) : null}
          {step === 2 ? (
            <AiButton className="button--primary" onClick={() => void analyse()}>
              Analyse starten
            </AiButton>
          ) : null}
        </div>
      </section>
    </>
  );
}
