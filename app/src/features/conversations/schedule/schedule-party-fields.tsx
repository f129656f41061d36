import { Link } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { Loading } from '../../../ui/loading';
import { Select } from '../../../ui/select';
import { employeesOfCompany, type ScheduleErrors } from './schedule-form';
import type { CompanyOption, EmployeeOption } from './schedule-form';

interface SchedulePartyFieldsProps {
  companies: CompanyOption[] | undefined;
  employees: EmployeeOption[] | undefined;
  failed: boolean;
  companyId: string;
  employeeId: string;
  errors: ScheduleErrors;
  onCompanyChange: (companyId: string) => void;
  onEmployeeChange: (employeeId: string) => void;
  /** Following a link to /companies or /employees leaves the modal. */
  onLeave: () => void;
}

/** Company and employee selects: only active ones, the employees filtered to the chosen company. */
export function SchedulePartyFields(props: SchedulePartyFieldsProps) {
  const { companies, employees, companyId, employeeId, errors, onLeave } = props;

  if (props.failed) return <Alert tone="error">Bedrijven en medewerkers konden niet worden geladen. Probeer het later opnieuw.</Alert>;
  if (!companies || !employees) {
    return <Loading variant="inline" />;
  }
  if (companies.length === 0) {
    return (
      <NothingActive
        title="Geen actieve bedrijven"
        to="/companies"
        page="Bedrijven"
        after=" en voeg daarna medewerkers toe."
        onLeave={onLeave}
      >
        Je hebt nog geen actief bedrijf. Maak eerst een bedrijf aan bij
      </NothingActive>
    );
  }
  if (employees.length === 0) {
    return (
      <NothingActive title="Geen actieve medewerkers" to="/employees" page="Medewerkers" after="." onLeave={onLeave}>
        Je hebt nog geen actieve medewerkers. Voeg eerst een medewerker toe bij
      </NothingActive>
    );
  }

  const companyEmployees = employeesOfCompany(employees, companyId);
  return (
    <div className="plan-form__row">
      <Select
        label="Bedrijf"
        value={companyId}
        onChange={props.onCompanyChange}
        placeholder="Selecteer een bedrijf"
        options={companies.map((company) => ({ value: company.id, label: company.naam }))}
        error={errors.companyId}
        required
      />
      {companyId && companyEmployees.length === 0 ? (
        <div className="field">
          <span className="field__label">Medewerker</span>
          <p className="plan-form__note">
            Dit bedrijf heeft geen actieve medewerkers.{' '}
            <Link to="/employees" onClick={onLeave}>
              Medewerker toevoegen
            </Link>
          </p>
          {errors.employeeId ? <p className="field__error">{errors.employeeId}</p> : null}
        </div>
      ) : (
        <Select
          label="Medewerker"
          value={employeeId}
          onChange={props.onEmployeeChange}
          placeholder={companyId ? 'Selecteer een medewerker' : 'Kies eerst een bedrijf'}
          options={companyEmployees.map((employee) => ({ value: employee.id, label: employee.naam }))}
          disabled={!companyId}
          error={errors.employeeId}
          required
        />
      )}
    </div>
  );
}

interface NothingActiveProps {
  title: string;
  /** The text before the link to the page where the first one is made. */
  children: string;
  to: string;
  page: string;
  after: string;
  onLeave: () => void;
}

/** Nothing to choose from yet: where to make the first one. */
function NothingActive({ title, children, to, page, after, onLeave }: NothingActiveProps) {
  return (
    <Alert tone="info" title={title}>
      {children}{' '}
      <Link to={to} onClick={onLeave}>
        {page}
      </Link>
      {after}
    </Alert>
  );
}
