import { Link } from 'react-router-dom';
import { relativeTime } from '../../../lib/relative-time';
import type { ActivityItem } from '../../../../../contracts/dashboard';
import { DashboardList } from './dashboard-list';

const LINKS: Record<ActivityItem['entity_type'], (id: number) => string> = {
  pop: (id) => `/pop-conversations/${id}`,
  employee: () => '/employees',
  company: () => '/companies',
  goal: () => '/goals',
  ambition: () => '/ambitions',
};

function describe(item: ActivityItem): string {
  const d = item.details;
  const verb = item.action === 'create' ? 'aangemaakt' : item.action === 'open' ? 'bekeken' : 'bijgewerkt';
  switch (item.entity_type) {
    case 'pop': {
      const who = `${d.medewerker_naam ?? 'medewerker'}${d.bedrijf_naam ? ` (${d.bedrijf_naam})` : ''}`;
      if (item.action === 'create') return `POP-gesprek gepland met ${who}`;
      if (item.action === 'open') return `POP-gesprek met ${who} geopend`;
      if (item.action === 'archive') return `POP-gesprek met ${who} gearchiveerd`;
      if (item.action.startsWith('status:')) return `Status van gesprek met ${who}: ${item.action.slice(7)}`;
      return `POP-gesprek met ${who} bijgewerkt`;
    }
    case 'company':
      return `Bedrijf ${d.naam ?? ''} ${verb}`;
    case 'employee':
      return `Medewerker ${d.naam ?? ''} ${verb}`;
    case 'goal':
      return `Doel “${d.omschrijving ?? ''}” ${verb}`;
    case 'ambition':
      return `Ambitie “${d.omschrijving ?? ''}” ${verb}`;
    default:
      return 'Activiteit';
  }
}

export function RecentActivity({ items }: { items: ActivityItem[] | undefined }) {
  return (
    <section className="card dashboard-card">
      <h2 className="dashboard-card__title">Recente activiteit</h2>
      <DashboardList items={items} empty="Geen recente activiteit">
        {(activities) =>
          activities.slice(0, 5).map((item) => (
            <li key={item.id}>
              <Link to={LINKS[item.entity_type](item.entity_id)} className="dashboard-list__item">
                <span className="dashboard-list__main">{describe(item)}</span>
                <span className="muted small dashboard-list__time">
                  {item.door ? `${item.door.naam} · ` : ''}
                  {relativeTime(item.created_at)}
                </span>
              </Link>
            </li>
          ))
        }
      </DashboardList>
    </section>
  );
}
