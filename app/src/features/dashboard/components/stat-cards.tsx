import { Link } from 'react-router-dom';
import { IconBadge } from '../../../ui/icon-badge';
import { Icon } from '../../../ui/icon';
import type { DashboardStats } from '../../../../../contracts/dashboard';

const CARDS: { key: keyof DashboardStats; label: string; to: string; icon: Parameters<typeof Icon>[0]['name'] }[] = [
  { key: 'totalCompanies', label: 'Bedrijven', to: '/companies', icon: 'building' },
  { key: 'totalEmployees', label: 'Medewerkers', to: '/employees', icon: 'users' },
  { key: 'openConversations', label: 'Open gesprekken', to: '/pop-conversations?status=open', icon: 'chat' },
  { key: 'completedConversations', label: 'Afgeronde gesprekken', to: '/pop-conversations?status=afgerond', icon: 'checkCircle' },
  { key: 'plannedConversations', label: 'Geplande gesprekken', to: '/pop-conversations?status=gepland', icon: 'calendar' },
];

export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <div className="stat-cards">
      {CARDS.map((card) => (
        <Link key={card.key} to={card.to} className="card stat-card stack stack--1">
          <IconBadge size={36}>
            <Icon name={card.icon} size={20} />
          </IconBadge>
          <span className="stat-card__value">{stats ? stats[card.key] : '–'}</span>
          <span className="stat-card__label">{card.label}</span>
        </Link>
      ))}
    </div>
  );
}
