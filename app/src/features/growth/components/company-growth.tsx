import { useSearchParams } from 'react-router-dom';
import { dutchMonth } from '../../../../../contracts/dutch-time';
import { growthMessages, MAX_PERIOD_MONTHS } from '../../../../../contracts/growth';
import { addMonths, isMonth, monthsBetween } from '../../../../../contracts/months';
import { errorMessage } from '../../../api/client';
import { Alert } from '../../../ui/alert';
import { Checkbox } from '../../../ui/checkbox';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { PageHeader } from '../../../ui/page-header';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { useDownload } from '../../../ui/use-download';
import { downloadGrowthExport } from '../api/download-export';
import { useCompanyGrowth, useGrowthCompanies, type CompanyPeriod } from '../api/use-growth';
import { CompanyCharts } from './company-charts';
import { CompanyTable } from './company-table';
// The filter bar is the kit's labelled toolbar without a search field; its styles come with it.
import '../../../ui/search-toolbar.css';
import './growth.css';

/** The filters as the query string holds them; a missing or broken period is the last twelve months. */
function readFilters(params: URLSearchParams): CompanyPeriod {
  const current = dutchMonth(new Date());
  const id = params.get('company');
  const to = params.get('to') ?? current;
  return {
    company: id && /^\d{1,10}$/.test(id) ? Number(id) : null,
    from: params.get('from') ?? addMonths(isMonth(to) ? to : current, -11),
    to,
    archived: params.get('archived') === '1',
  };
}

function periodProblem({ from, to }: CompanyPeriod): string | null {
  if (!isMonth(from) || !isMonth(to)) return growthMessages.month;
  if (monthsBetween(from, to) < 0) return growthMessages.periodOrder;
  if (monthsBetween(from, to) >= MAX_PERIOD_MONTHS) return growthMessages.periodLength;
  return null;
}

/** /groei-tracking/bedrijven: a company month by month over a period, with charts, a table and the Excel export. */
export function CompanyGrowth() {
  const [params, setParams] = useSearchParams();
  const companies = useGrowthCompanies();
  // Without a company in the link, the first active one is shown.
  const first = companies.data?.find((c) => c.actief) ?? companies.data?.[0];
  const asked = readFilters(params);
  const filters = { ...asked, company: asked.company ?? first?.id ?? null };
  const problem = periodProblem(filters);
  const growth = useCompanyGrowth(problem ? { ...filters, company: null } : filters);
  const exporting = useDownload('Exporteren mislukt', 'Er is een fout opgetreden bij het maken van het Excel-bestand.');

  const update = (next: Partial<CompanyPeriod>) => {
    const f = { ...filters, ...next };
    const query = new URLSearchParams();
    if (f.company !== null) query.set('company', String(f.company));
    query.set('from', f.from);
    query.set('to', f.to);
    if (f.archived) query.set('archived', '1');
    setParams(query);
  };

  async function exportWorkbook() {
    const { company, from, to, archived } = filters;
    if (company === null || problem) return;
    await exporting.start(() => downloadGrowthExport({ company, from, to, includeArchived: archived }));
  }

  return (
    <>
      <PageHeader
        title="Groei per bedrijf"
        subtitle="Per maand: gesprekken, voortgang van de doelen en wie al een jaar geen gesprek had."
        actions={
          <button
            type="button"
            className="button button--primary"
            onClick={exportWorkbook}
            disabled={exporting.busy || filters.company === null || problem !== null}
          >
            {exporting.busy ? 'Exporteren...' : 'Exporteer naar Excel'}
          </button>
        }
      />

      <div className="search-toolbar search-toolbar--labelled groei-filters">
        <Select
          label="Bedrijf"
          value={filters.company ?? ''}
          placeholder={companies.data?.length ? undefined : 'Geen bedrijven'}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.actief ? c.naam : `${c.naam} (inactief)` }))}
          onChange={(value) => update({ company: value ? Number(value) : null })}
        />
        <TextField label="Van" type="month" value={filters.from} max={filters.to} onChange={(from) => update({ from })} />
        <TextField label="Tot en met" type="month" value={filters.to} min={filters.from} onChange={(to) => update({ to })} />
        <Checkbox label="Toon gearchiveerd" checked={filters.archived} onChange={(archived) => update({ archived })} />
      </div>

      {companies.data && companies.data.length === 0 ? (
        <EmptyState title="Nog geen bedrijven" icon="building" goTo={{ to: '/companies', label: 'Naar de bedrijven' }}>
          Registreer een bedrijf en plan gesprekken om de groei per maand te zien.
        </EmptyState>
      ) : problem ? (
        <Alert tone="warning">{problem}</Alert>
      ) : growth.error ? (
        <Alert tone="error">{errorMessage(growth.error, 'Kon de groei niet laden.')}</Alert>
      ) : !growth.data ? (
        <Loading label="Groei laden..." />
      ) : growth.data.maanden.every(
          (m) => !m.doelen && !m.gesprekken_gepland && !m.gesprekken_open && !m.gesprekken_afgerond && !m.medewerkers_zonder_gesprek,
        ) ? (
        <EmptyState title="Geen gegevens in deze periode" icon="trending">
          {`${growth.data.bedrijf.naam} heeft in deze periode geen gesprekken of doelen.`}
        </EmptyState>
      ) : (
        <div className="stack">
          <CompanyCharts months={growth.data.maanden} />
          <section className="card">
            <h2 className="groei-section-title">Per maand</h2>
            <CompanyTable months={growth.data.maanden} />
          </section>
        </div>
      )}
    </>
  );
}
