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

interface StatCardsProps {
  stats: DashboardStats | undefined;
  /** Whether the reader may open a card's list; a figure whose list is closed to the role is not a link. */
  openable?: (to: string) => boolean;
}

export function StatCards({ stats, openable = () => true }: StatCardsProps) {
  return (
    <div className="stat-cards">
      {CARDS.map((card) => {
        const body = (
          <>
            <IconBadge size={36}>
              <Icon name={card.icon} size={20} />
            </IconBadge>
            <span className="stat-card__value">{stats ? stats[card.key] : '–'}</span>
            <span className="stat-card__label">{card.label}</span>
          </>
        );
        return openable(card.to) ? (
          <Link key={card.key} to={card.to} className="card stat-card stack stack--1">
            {body}
          </Link>
        ) : (
          <div key={card.key} className="card stat-card stack stack--1">
            {body}
          </div>
        );
      })}
    </div>
  );
}
