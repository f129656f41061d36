import { conversationStatuses, STATUS_LABELS, type ConversationStatus } from '../../../../../contracts/conversations';
import type { Company } from '../../../../../contracts/companies';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { AiTextView } from './ai-text-view';

export const STEPS = ['Uitleg', 'Bedrijf', 'Filters', 'Analyse'] as const;

/** The step indicator of the wizard (SPEC 2: Uitleg, Bedrijf, Filters, Analyse). */
export function TrendStepper({ step }: { step: number }) {
  return (
    <ol className="trend-steps plain-list" aria-label="Stappen">
      {STEPS.map((label, index) => (
        <li
          key={label}
          className={`trend-steps__step ${index === step ? 'is-current' : ''} ${index < step ? 'is-done' : ''}`}
          aria-current={index === step ? 'step' : undefined}
        >
          <span className="trend-steps__number">{index + 1}</span>
          <span className="trend-steps__label">{label}</span>
        </li>
      ))}
    </ol>
  );
}

export function IntroStep() {
  return (
    <div className="trend-intro">
      <p>
        De AI trendanalyse bekijkt alle POP-gesprekken van één bedrijf en zet op een rij hoe het ervoor staat: de voortgang van de doelen,
        thema's die steeds terugkomen, doelen waarvan de deadline verlopen is, de verdeling over de statussen en het verloop per maand.
      </p>
      <ol>
        <li>Kies het bedrijf.</li>
        <li>Kies welke gesprekken meetellen: gepland, open en/of afgerond.</li>
        <li>Lees de analyse, met aanbevelingen voor de volgende gesprekken.</li>
      </ol>
      <p className="muted small">Een analyse telt als één AI credit. Alleen de gegevens van je eigen account worden gebruikt.</p>
    </div>
  );
}

interface CompanyStepProps {
  companies: Company[] | undefined;
  loadError: boolean;
  chosen: number | null;
  onChoose: (id: number) => void;
}

export function CompanyStep({ companies, loadError, chosen, onChoose }: CompanyStepProps) {
  if (loadError) return <Alert tone="error">Fout bij ophalen bedrijven</Alert>;
  if (!companies) return <Loading variant="inline" />;
  if (companies.length === 0) return <EmptyState look="plain">Geen bedrijven gevonden. Registreer eerst een bedrijf.</EmptyState>;
  return (
    <fieldset className="trend-choices">
      <legend className="field__label">Bedrijf</legend>
      {companies.map((company) => (
        <label key={company.id} className={`trend-choice ${chosen === company.id ? 'is-chosen' : ''}`}>
          <input type="radio" name="trend-company" checked={chosen === company.id} onChange={() => onChoose(company.id)} />
          <span>
            <span className="trend-choice__name">{company.naam}</span>
            <span className="trend-choice__meta">
              {company.branche} · {company.medewerkers_aantal} {company.medewerkers_aantal === 1 ? 'medewerker' : 'medewerkers'}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function FilterStep({
  statuses,
  onToggle,
}: {
  statuses: Set<ConversationStatus>;
  onToggle: (status: ConversationStatus, on: boolean) => void;
}) {
  return (
    <fieldset className="trend-choices">
      <legend className="field__label">Welke gesprekken tellen mee?</legend>
      {conversationStatuses.map((status) => (
        <Checkbox key={status} label={STATUS_LABELS[status]} checked={statuses.has(status)} onChange={(on) => onToggle(status, on)} />
      ))}
    </fieldset>
  );
}

export type TrendRun =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'done'; analysis: string; conversationCount: number; companyName: string };

export function AnalysisStep({ run }: { run: TrendRun }) {
  if (run.state === 'loading') return <Loading label="AI analyseert de gesprekken..." />;
  if (run.state === 'error') return <Alert tone="error">{run.message}</Alert>;
  return (
    <div className="trend-result">
      <p className="muted">
        {run.companyName} · {run.conversationCount} {run.conversationCount === 1 ? 'gesprek' : 'gesprekken'} geanalyseerd
      </p>
      <div className="trend-result__text">
        <AiTextView text={run.analysis} />
      </div>
      <p className="ai-result__note">Gemaakt door AI uit de gegevens van je gesprekken: lees het na voordat je het gebruikt.</p>
    </div>
  );
}
