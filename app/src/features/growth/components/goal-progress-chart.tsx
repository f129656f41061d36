import type { ReactElement } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TimelineGoal } from '../../../../../contracts/growth';
import { monthRange } from '../../../../../contracts/months';
import { LINE_COLOURS, monthShort } from './format';

interface GoalProgressChartProps {
  goals: readonly TimelineGoal[];
  from: string;
  /** The last month with known progress: this month, or the end of the period when that lies before it. */
  to: string;
}

type Point = { maand: string; label: string } & Record<string, number | string | null>;

const keyOf = (goal: TimelineGoal) => `doel_${goal.id}`;

/** Each goal's progress at the end of every month as a line (0-100%); the month it reached 10 is marked. */
export function GoalProgressChart({ goals, from, to }: GoalProgressChartProps) {
  const data: Point[] = monthRange(from, to).map((maand) => {
    const point: Point = { maand, label: monthShort(maand) };
    for (const goal of goals) {
      const progress = goal.verloop.find((p) => p.maand === maand)?.voortgang;
      point[keyOf(goal)] = progress === undefined ? null : progress * 10;
    }
    return point;
  });
  const reached = goals.filter((g) => g.behaald_in);
  const summary = goals.map((g) => `${g.omschrijving}: ${g.voortgang * 10}%${g.behaald_in ? ' (behaald)' : ''}`).join(', ');

  return (
    <div className="groei-chart" role="img" aria-label={`Voortgang per doel per maand. Nu: ${summary}`}>
      <ResponsiveContainer width="100%" height={300}>
        <LineChart data={data} margin={{ top: 12, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} axisLine={false} minTickGap={12} />
          <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(v: number) => `${v}%`} tickLine={false} axisLine={false} />
          <Tooltip formatter={(value) => [`${String(value)}%`]} />
          <Legend wrapperStyle={{ fontSize: 13 }} itemSorter={null} />
          {goals.map((goal, i) => (
            <Line
              key={goal.id}
              type="linear"
              dataKey={keyOf(goal)}
              name={goal.omschrijving}
              stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
              strokeWidth={2}
              isAnimationActive={false}
              dot={(props: { cx?: number; cy?: number; index?: number; payload?: Point }): ReactElement => {
                const { cx, cy, payload, index } = props;
                if (cx === undefined || cy === undefined || payload?.maand !== goal.behaald_in) return <g key={`${goal.id}-${index}`} />;
                return (
                  <g key={`${goal.id}-${index}`} className="groei-chart__reached">
                    <circle cx={cx} cy={cy} r={7} fill="#fff" stroke={LINE_COLOURS[i % LINE_COLOURS.length]} strokeWidth={2} />
                    <path
                      d={`M${cx - 3.5} ${cy} l2.5 2.5 l4.5 -5`}
                      fill="none"
                      stroke={LINE_COLOURS[i % LINE_COLOURS.length]}
                      strokeWidth={2}
                    />
                  </g>
                );
              }}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
      {reached.length ? (
        <p className="muted small">
          <span aria-hidden="true">✓</span> markeert de maand waarin een doel 100% bereikte.
        </p>
      ) : null}
    </div>
  );
}
