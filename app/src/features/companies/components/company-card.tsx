import { IconBadge } from '../../../ui/icon-badge';
import { Icon } from '../../../ui/icon';
import { ActiveBadge } from '../../../ui/status-badge';
import { Tile, TileEditButton } from '../../../ui/tile';
import { useCan } from '../../../lib/session/can';
import { companyApi, type Company } from '../../../../../contracts/companies';

interface CompanyCardProps {
  company: Company;
  onEdit: (company: Company) => void;
}

export function CompanyCard({ company, onEdit }: CompanyCardProps) {
  const may = useCan();
  const count = company.medewerkers_aantal;
  return (
    <Tile
      inactive={!company.actief}
      className="company-card"
      footer={
        <>
          <span className="company-card__count cluster cluster--inline cluster--2">
            <Icon name="users" size={16} />
            {count} {count === 1 ? 'medewerker' : 'medewerkers'}
          </span>
          {may(companyApi.update) ? <TileEditButton name={company.naam} onClick={() => onEdit(company)} /> : null}
        </>
      }
    >
      <div className="company-card__top">
        <IconBadge>
          <Icon name="building" />
        </IconBadge>
        <ActiveBadge active={company.actief} />
      </div>
      <h2 className="company-card__name">{company.naam}</h2>
      <p className="company-card__branche">{company.branche}</p>
    </Tile>
  );
}
