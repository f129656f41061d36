import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../ui/alert';
import { employeesOfCompany, type PlanErrors } from './plan-form';
import type { CompanyOption, EmployeeOption } from './plan-options';

interface PlanPartyFieldsProps {
  companies: CompanyOption[] | undefined;
  employees: EmployeeOption[] | undefined;
  failed: boolean;
  bedrijfId: string;
  medewerkerId: string;
  errors: PlanErrors;
  onCompanyChange: (bedrijfId: string) => void;
  onEmployeeChange: (medewerkerId: string) => void;
  /** Following a link to /companies or /employees leaves the modal. */
  onLeave: () => void;
}

/** Company and employee selects: only active ones, the employees filtered to the chosen company. */
export function PlanPartyFields(props: PlanPartyFieldsProps) {
  const { companies, employees, bedrijfId, medewerkerId, errors, onLeave } = props;
  const companyId = useId();
  const employeeId = useId();

  if (props.failed) return <Alert tone="error">Bedrijven en medewerkers konden niet worden geladen. Probeer het later opnieuw.</Alert>;
  if (!companies || !employees) {
    return (
      <p className="plan-form__loading">
        <span className="spinner" aria-hidden="true" /> Laden...
      </p>
    );
  }
  if (companies.length === 0) {
    return (
      <Alert tone="info" title="Geen actieve bedrijven">
        Je hebt nog geen actief bedrijf. Maak eerst een bedrijf aan bij{' '}
        <Link to="/companies" onClick={onLeave}>
          Bedrijven
        </Link>{' '}
        en voeg daarna medewerkers toe.
      </Alert>
    );
  }
  if (employees.length === 0) {
    return (
      <Alert tone="info" title="Geen actieve medewerkers">
        Je hebt nog geen actieve medewerkers. Voeg eerst een medewerker toe bij{' '}
        <Link to="/employees" onClick={onLeave}>
          Medewerkers
        </Link>
        .
      </Alert>
    );
  }

  const companyEmployees = employeesOfCompany(employees, bedrijfId);
  return (
    <div className="plan-form__row">
      <div className="field">
        <label className="field__label" htmlFor={companyId}>
          Bedrijf
        </label>
        <select
          id={companyId}
          className="input"
          value={bedrijfId}
          onChange={(event) => props.onCompanyChange(event.target.value)}
          aria-invalid={errors.bedrijfId ? true : undefined}
          aria-describedby={errors.bedrijfId ? `${companyId}-error` : undefined}
          required
        >
          <option value="">Selecteer een bedrijf</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.naam}
            </option>
          ))}
        </select>
        {errors.bedrijfId ? (
          <p id={`${companyId}-error`} className="plan-form__error">
            {errors.bedrijfId}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={employeeId}>
          Medewerker
        </label>
        {bedrijfId && companyEmployees.length === 0 ? (
          <p className="plan-form__note">
            Dit bedrijf heeft geen actieve medewerkers.{' '}
            <Link to="/employees" onClick={onLeave}>
              Medewerker toevoegen
            </Link>
          </p>
        ) : (
          <select
            id={employeeId}
            className="input"
            value={medewerkerId}
            onChange={(event) => props.onEmployeeChange(event.target.value)}
            disabled={!bedrijfId}
            aria-invalid={errors.medewerkerId ? true : undefined}
            aria-describedby={errors.medewerkerId ? `${employeeId}-error` : undefined}
            required
          >
            <option value="">{bedrijfId ? 'Selecteer een medewerker' : 'Kies eerst een bedrijf'}</option>
            {companyEmployees.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.naam}
              </option>
            ))}
          </select>
        )}
        {errors.medewerkerId ? (
          <p id={`${employeeId}-error`} className="plan-form__error">
            {errors.medewerkerId}
          </p>
        ) : null}
      </div>
    </div>
  );
}
