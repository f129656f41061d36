import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CompanyMonth } from '../../../../../contracts/growth';
import { monthShort } from './format';

const STATUS_COLOURS = { gepland: '#1d64c8', open: '#f59e0b', afgerond: '#16a34a' };

function ChartCard({ title, summary, children }: { title: string; summary: string; children: React.ReactElement }) {
  return (
    <section className="card groei-chart-card">
      <h2 className="groei-section-title">{title}</h2>
      <div className="groei-chart" role="img" aria-label={`${title}. ${summary}`}>
        <ResponsiveContainer width="100%" height={240}>
          {children}
        </ResponsiveContainer>
      </div>
    </section>
  );
}

/** The analysts' charts: conversations by status, progress and goals reached, and what needs attention. */
export function CompanyCharts({ months }: { months: readonly CompanyMonth[] }) {
  const data = months.map((m) => ({
    label: monthShort(m.maand),
    gepland: m.gesprekken_gepland,
    open: m.gesprekken_open,
    afgerond: m.gesprekken_afgerond,
    voortgang: m.gemiddelde_voortgang === null ? null : Math.round(m.gemiddelde_voortgang * 10),
    behaald: m.aandeel_behaald === null ? null : Math.round(m.aandeel_behaald * 100),
    overTijd: m.doelen_over_tijd,
    zonderGesprek: m.medewerkers_zonder_gesprek,
  }));
  const total = data.reduce((n, d) => n + d.gepland + d.open + d.afgerond, 0);
  const last = [...months].reverse().find((m) => m.stand !== 'toekomst');
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={8} />
    </>
  );
  return (
    <div className="groei-charts">
      <ChartCard title="Gesprekken per maand" summary={`${total} gesprekken in de periode, per status.`}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          <Bar dataKey="gepland" name="Gepland" stackId="status" fill={STATUS_COLOURS.gepland} isAnimationActive={false} />
          <Bar dataKey="open" name="Open" stackId="status" fill={STATUS_COLOURS.open} isAnimationActive={false} />
          <Bar dataKey="afgerond" name="Afgerond" stackId="status" fill={STATUS_COLOURS.afgerond} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Voortgang en behaalde doelen"
        summary={
          last
            ? `Laatste maand: gemiddelde voortgang ${data[months.indexOf(last)]?.voortgang ?? '—'}%, behaald ${data[months.indexOf(last)]?.behaald ?? '—'}%.`
            : ''
        }
      >
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          <YAxis domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} tickLine={false} axisLine={false} />
          <Tooltip formatter={(value) => `${String(value)}%`} />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          <Line dataKey="voortgang" name="Gemiddelde voortgang" stroke="#0f5f5a" strokeWidth={2} dot={false} isAnimationActive={false} />
          <Line
            dataKey="behaald"
            name="Doelen behaald"
            stroke="#16a34a"
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartCard>
      <ChartCard
        title="Aandachtspunten"
        summary={
          last
            ? `Laatste maand: ${last.doelen_over_tijd ?? 0} doelen over tijd, ${last.medewerkers_zonder_gesprek ?? 0} medewerkers zonder gesprek in 12 maanden.`
            : ''
        }
      >
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {axes}
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          <Line dataKey="overTijd" name="Doelen over tijd" stroke="#c2410c" strokeWidth={2} isAnimationActive={false} />
          <Line dataKey="zonderGesprek" name="Zonder gesprek (12 mnd)" stroke="#6366f1" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ChartCard>
    </div>
  );
}
