import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay } from '../../../../lib/us-format';
import * as back from '../back-office.css';
import * as styles from './analytics.css';
import { chartColors } from './analytics.css';
import type { DayOut } from './analytics-types';

type Measure = 'revenue' | 'spins' | 'newPlayers' | 'activePlayers';

export interface DailyChartProps {
  id: string;
  title: string;
  measure: Measure;
  days: readonly DayOut[];
  /** How a value is written (dollars for revenue, counts otherwise). */
  format: (value: number) => string;
  /** The column header of the text alternative, e.g. 'Revenue'. */
  unit: string;
}

/**
 * One of the 90-day series drawn as bars. The drawing is hidden from assistive technology; its text
 * alternative is the summary under the title and a visually hidden table of the days with activity.
 */
export function DailyChart({ id, title, measure, days, format, unit }: DailyChartProps) {
  const active = days.filter((day) => day[measure] > 0);
  const total = days.reduce((sum, day) => sum + day[measure], 0);
  const best = active.reduce<DayOut | null>(
    (top, day) => (!top || day[measure] > top[measure] ? day : top),
    null,
  );
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `${format(total)} from ${formatCalendarDay(first.date)} to ${formatCalendarDay(last.date)}` +
        (best
          ? `; highest ${format(best[measure])} on ${formatCalendarDay(best.date)}.`
          : '; none on any day.')
      : 'No days measured yet.';
  return (
    <figure className={`${back.card} ${styles.chartFigure}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={back.sectionTitle}>
        {title}
      </h3>
      <p className={back.muted}>{summary}</p>
      <div className={styles.chartBox} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days as DayOut[]} accessibilityLayer={false} margin={{ left: 0, right: 8 }}>
            <CartesianGrid stroke={chartColors.grid} vertical={false} />
            <XAxis
              dataKey="date"
              tickFormatter={(date: string) => formatCalendarDay(date, 'short')}
              stroke={chartColors.axis}
              fontSize={12}
              minTickGap={24}
            />
            <YAxis stroke={chartColors.axis} fontSize={12} width={56} allowDecimals={measure === 'revenue'} />
            <Tooltip
              cursor={{ fill: 'rgba(255, 255, 255, 0.08)' }}
              contentStyle={{ background: chartColors.tooltipBackground, border: 'none', borderRadius: 8 }}
              labelFormatter={(date) => formatCalendarDay(String(date))}
              formatter={(value) => [format(Number(value)), unit]}
              isAnimationActive={false}
            />
            <Bar dataKey={measure} fill={chartColors[measure]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className={styles.visuallyHidden}>
        <caption>
          {title}: days with activity ({active.length === 0 ? 'none' : active.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{unit}</th>
          </tr>
        </thead>
        <tbody>
          {active.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatCalendarDay(day.date)}</th>
              <td>{format(day[measure])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
