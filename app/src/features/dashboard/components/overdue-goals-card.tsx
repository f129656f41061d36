import { Link } from 'react-router-dom';
import type { OverdueEmployee } from '../../../../../contracts/dashboard';
import { DashboardList } from './dashboard-list';

const dayMonthYear = (date: string) => date.split('-').reverse().join('-');

/** Goals past their deadline and not reached, per employee, each opening its conversation (issue 25). */
export function OverdueGoalsCard({ employees }: { employees: OverdueEmployee[] | undefined }) {
  return (
    <section className="card dashboard-card" aria-labelledby="overdue-goals-title">
      <h2 className="dashboard-card__title" id="overdue-goals-title">
        Verlopen doelen
      </h2>
      <DashboardList items={employees} empty="Geen verlopen doelen">
        {(overdue) =>
          overdue.map((employee) => (
            <li key={employee.medewerker_id}>
              <strong>{employee.medewerker_naam}</strong> <span className="muted small">· {employee.bedrijf_naam}</span>
              <ul className="plain-list">
                {employee.doelen.map((goal) => (
                  <li key={goal.id}>
                    <Link to={`/pop-conversations/${goal.gesprek_id}`} className="dashboard-list__item">
                      <span className="dashboard-list__main">{goal.omschrijving}</span>
                      <span className="muted small dashboard-list__time">
                        deadline {dayMonthYear(goal.deadline)} · {goal.voortgang}/10
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))
        }
      </DashboardList>
    </section>
  );
}
