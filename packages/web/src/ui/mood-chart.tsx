/**
 * The 30-day mood chart as SVG. It does not rely on colour: the axis names each level in words, every
 * day with entries is a bar with its value printed in the accessible table below, the bars carry a
 * hatch pattern, and days without entries show a small dash. Screen readers get a summary as the
 * image's description and the full data as a table.
 */
import type { MoodDay, MoodSummary } from '../api/types';
import { MOOD_CHOICES, moodWord } from './mood-scale';

const W = 640;
const H = 240;
const PAD = { left: 78, right: 8, top: 12, bottom: 28 };

function shortDate(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return d.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function describe(summary: MoodSummary): string {
  const logged = summary.by_day.filter((d) => d.count > 0);
  if (logged.length === 0) return `No check-ins in the last ${summary.days} days.`;
  const avg = summary.average ?? 0;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return (
    `${plural(summary.count, 'check-in')} on ${plural(logged.length, 'day')} of the last ${summary.days} days; ` +
    `average ${avg.toFixed(1)} of 5 (${moodWord(avg)}). Current streak: ${plural(summary.streak_days, 'day')}.`
  );
}

export function MoodChart({ summary }: { summary: MoodSummary }) {
  const days = summary.by_day;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(2, step * 0.62);
  const y = (score: number) => PAD.top + plotH - (score / 5) * plotH;
  const labelEvery = Math.ceil(days.length / 6);

  return (
    <figure class="mood-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="mood-chart-title mood-chart-desc"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="mood-chart-title">Mood over the last {summary.days} days</title>
        <desc id="mood-chart-desc">{describe(summary)}</desc>
        <defs>
          <pattern
            id="mood-hatch"
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" class="bar-fill" />
            <line x1="0" y1="0" x2="0" y2="6" class="bar-hatch" stroke-width="2" />
          </pattern>
        </defs>
        {MOOD_CHOICES.map((c) => (
          <g key={c.score}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(c.score)} y2={y(c.score)} class="grid" />
            <text x={PAD.left - 6} y={y(c.score) + 4} text-anchor="end" class="axis-label">
              {c.label}
            </text>
          </g>
        ))}
        {days.map((d: MoodDay, i) => {
          const x = PAD.left + i * step + (step - barW) / 2;
          return (
            <g key={d.date}>
              {d.count > 0 && d.average !== null ? (
                <rect
                  x={x}
                  y={y(d.average)}
                  width={barW}
                  height={Math.max(1, PAD.top + plotH - y(d.average))}
                  class="bar"
                  fill="url(#mood-hatch)"
                />
              ) : (
                <line
                  x1={x}
                  x2={x + barW}
                  y1={PAD.top + plotH - 1}
                  y2={PAD.top + plotH - 1}
                  class="no-entry"
                />
              )}
              {i % labelEvery === 0 && (
                <text x={x + barW / 2} y={H - 8} text-anchor="middle" class="axis-label">
                  {shortDate(d.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption>{describe(summary)}</figcaption>
      <details class="chart-table">
        <summary>Show the days as a table</summary>
        <table>
          <caption class="visually-hidden">Mood by day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Check-ins</th>
              <th scope="col">Average</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((d) => d.count > 0)
              .map((d) => (
                <tr key={d.date}>
                  <th scope="row">{shortDate(d.date)}</th>
                  <td>{d.count}</td>
                  <td>
                    {d.average?.toFixed(1)} ({moodWord(d.average ?? 0)})
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
