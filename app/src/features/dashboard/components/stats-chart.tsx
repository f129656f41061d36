import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ConversationStats } from '../../../../../contracts/dashboard';

const COLORS = ['#0f766e', '#6366f1', '#f59e0b', '#16a34a'];

export function StatsChart({ stats }: { stats: ConversationStats | undefined }) {
  const data = stats
    ? [
        { naam: 'Totaal', aantal: stats.totalConversations },
        { naam: 'Gepland', aantal: stats.plannedConversations },
        { naam: 'Open', aantal: stats.openConversations },
        { naam: 'Afgerond', aantal: stats.completedConversations },
      ]
    : [];
  return (
    <section className="card dashboard-card">
      <h2 className="dashboard-card__title">Gespreksstatistieken</h2>
      <div className="dashboard-chart" role="img" aria-label={data.map((d) => `${d.naam}: ${d.aantal}`).join(', ')}>
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="naam" tickLine={false} axisLine={false} />
            <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
            <Tooltip formatter={(value) => [value, 'Gesprekken']} cursor={{ fill: 'rgba(15,118,110,0.06)' }} />
            <Bar dataKey="aantal" radius={[6, 6, 0, 0]} isAnimationActive={false}>
              {data.map((d, i) => (
                <Cell key={d.naam} fill={COLORS[i]} />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
    </section>
  );
}
