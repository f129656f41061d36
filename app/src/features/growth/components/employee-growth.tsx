import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { FactList } from '../../../ui/fact-list';
import { Loading } from '../../../ui/loading';
import { PageHeader } from '../../../ui/page-header';
import { ActiveBadge } from '../../../ui/status-badge';
import { ApiError } from '../../../api/client';
import { useEmployeeTimeline } from '../api/use-growth';
import { EmployeePickerModal } from './employee-picker-modal';
import { progressText } from './format';
import { GoalProgressChart } from './goal-progress-chart';
import { MonthTimeline } from './month-timeline';
import { Button } from '../../../ui/button';
import './growth.css';

const positiveInt = (value: string | null) => (value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * /groei-tracking (SPEC 2): pick an employee, then their growth by month. The chosen employee and
 * 'Toon gearchiveerd' live in the query string, so a link or a reload shows the same timeline.
 */
export function EmployeeGrowth() {
  const [params, setParams] = useSearchParams();
  const employeeId = positiveInt(params.get('employee'));
  const archived = params.get('archived') === '1';
  const [picking, setPicking] = useState(employeeId === null);
  const { data, error, isLoading } = useEmployeeTimeline(employeeId, archived);

  // Arriving without an employee opens the picker; a link with one does not. Adjusted while
  // rendering (React's pattern for state that follows a prop), not in an effect.
  const [shownFor, setShownFor] = useState(employeeId);
  if (shownFor !== employeeId) {
    setShownFor(employeeId);
    if (employeeId === null) setPicking(true);
  }

  const show = (next: { employee?: number; archived?: boolean }) => {
    const query = new URLSearchParams();
    const id = next.employee ?? employeeId;
    if (id !== null) query.set('employee', String(id));
    if (next.archived ?? archived) query.set('archived', '1');
    setParams(query);
  };

  const knownTo = data ? (data.tot < data.huidige_maand ? data.tot : data.huidige_maand) : '';
  const goalsReached = data?.doelen.filter((g) => g.behaald).length ?? 0;
  const now = data?.maanden.find((m) => m.maand === knownTo);

  return (
    <>
      <PageHeader
        title="Groei tracking"
        subtitle="De groei van een medewerker per maand: gesprekken, doelen en hoe die vorderen."
        actions={
          <Button variant="primary" onClick={() => setPicking(true)}>
            {employeeId === null ? 'Kies medewerker' : 'Andere medewerker'}
          </Button>
        }
      />

      {employeeId === null ? (
        <EmptyState
          title="Nog geen medewerker gekozen"
          icon="users"
          action={
            <Button variant="secondary" onClick={() => setPicking(true)}>
              Kies medewerker
            </Button>
          }
        >
          Kies een medewerker om de groei per maand te zien.
        </EmptyState>
      ) : error ? (
        <Alert tone="error">
          {error instanceof ApiError && error.status === 404 ? 'Medewerker niet gevonden' : 'Kon de groei niet laden.'}
        </Alert>
      ) : isLoading || !data ? (
        <Loading label="Groei laden..." />
      ) : (
        <div className="stack groei-timeline">
          <section className="card stack stack--4" aria-label="Samenvatting">
            <div className="groei-summary__head">
              <h2 className="groei-summary__name">{data.medewerker.naam}</h2>
              <span className="muted">{data.medewerker.bedrijf_naam}</span>
              {data.medewerker.actief ? null : <ActiveBadge active={false} />}
            </div>
            <FactList
              facts={[
                { label: 'Gesprekken', value: data.gesprekken.length },
                { label: 'Doelen', value: data.doelen.length },
                { label: 'Behaald', value: goalsReached },
                { label: 'Gemiddelde voortgang', value: progressText(now?.gemiddelde_voortgang ?? null) },
              ]}
            />
            <Checkbox label="Toon gearchiveerd" checked={archived} onChange={(value) => show({ archived: value })} />
          </section>

          {data.gesprekken.length === 0 && data.doelen.length === 0 ? (
            <EmptyState title="Nog geen gesprekken" icon="chat" goTo={{ to: '/pop-conversations', label: 'Naar de gesprekken' }}>
              {`Met ${data.medewerker.naam} is nog geen POP-gesprek gepland${archived ? '' : ' (gearchiveerde gesprekken zie je met ‘Toon gearchiveerd’)'}. Plan een gesprek om de groei te volgen.`}
            </EmptyState>
          ) : (
            <>
              <section className="card">
                <h2 className="groei-section-title">Voortgang van de doelen</h2>
                {data.doelen.length ? (
                  <GoalProgressChart goals={data.doelen} from={data.van} to={knownTo} />
                ) : (
                  <EmptyState look="filled" compact>
                    Nog geen doelen vastgelegd.
                  </EmptyState>
                )}
              </section>
              <section className="card">
                <h2 className="groei-section-title">Tijdlijn per maand</h2>
                <MonthTimeline timeline={data} />
              </section>
            </>
          )}
        </div>
      )}

      <EmployeePickerModal
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(id) => {
          setPicking(false);
          show({ employee: id });
        }}
      />
    </>
  );
}
