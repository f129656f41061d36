import { IconBadge } from '../../../ui/icon-badge';
import { Icon } from '../../../ui/icon';
import { ActiveBadge } from '../../../ui/status-badge';
import { Tile, TileEditButton } from '../../../ui/tile';
import { useCan } from '../../../lib/session/can';
import { employeeApi, type Employee } from '../../../../../contracts/employees';

interface EmployeeCardProps {
  employee: Employee;
  onEdit: (employee: Employee) => void;
}

export function EmployeeCard({ employee, onEdit }: EmployeeCardProps) {
  const may = useCan();
  const initial = employee.naam.trim().charAt(0).toUpperCase() || '?';
  return (
    <Tile
      inactive={!employee.actief}
      footer={
        <>
          <ActiveBadge active={employee.actief} />
          {may(employeeApi.update) ? <TileEditButton name={employee.naam} onClick={() => onEdit(employee)} /> : null}
        </>
      }
    >
      <div className="employee-card__top cluster">
        <IconBadge size={44} shape="circle">
          {initial}
        </IconBadge>
        <div className="employee-card__who">
          <h2 className="employee-card__name">{employee.naam}</h2>
          <p className="employee-card__email">{employee.email}</p>
        </div>
      </div>
      <p className="employee-card__company">
        <Icon name="building" size={16} />
        {employee.bedrijf_naam || 'Onbekend bedrijf'}
      </p>
    </Tile>
  );
}
