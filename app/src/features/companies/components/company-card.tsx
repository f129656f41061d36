import { Icon } from '../../../ui/icon';
import type { Company } from '../api/use-companies';

interface CompanyCardProps {
  company: Company;
  onEdit: (company: Company) => void;
}

export function CompanyCard({ company, onEdit }: CompanyCardProps) {
  const count = company.medewerkers_aantal;
  return (
    <article className={`company-card ${company.actief ? '' : 'company-card--inactive'}`}>
      <div className="company-card__top">
        <span className="company-card__icon" aria-hidden="true">
          <Icon name="building" />
        </span>
        <span className={`badge ${company.actief ? 'badge--success' : 'badge--neutral'}`}>
          {company.actief ? 'Actief' : 'Inactief'}
        </span>
      </div>
      <h2 className="company-card__name">{company.naam}</h2>
      <p className="company-card__branche">{company.branche}</p>
      <div className="company-card__footer">
        <span className="company-card__count">
          <Icon name="users" size={16} />
          {count} {count === 1 ? 'medewerker' : 'medewerkers'}
        </span>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => onEdit(company)}
          aria-label={`${company.naam} bewerken`}
        >
          Bewerken
        </button>
      </div>
    </article>
  );
}
