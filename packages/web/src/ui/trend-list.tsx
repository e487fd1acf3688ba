/**
 * The trend of one instrument: each result a row with its date, its score written out, its band in words
 * and a <meter> for its size, oldest first, then the change in words. Nothing depends on colour.
 */
import type { CheckinSummary, Instrument } from '../api/types';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

export function TrendList({ summary, instrument }: { summary: CheckinSummary; instrument: Instrument }) {
  if (summary.count === 0)
    return <p>No results yet. Your scores will show here once you take this check-in.</p>;
  const label = (id: string) => instrument.bands.find((b) => b.id === id)?.label ?? id;
  const change =
    summary.change === null || summary.direction === null
      ? null
      : summary.direction === 'same'
        ? 'the same as'
        : `${Math.abs(summary.change)} points ${summary.change > 0 ? 'higher' : 'lower'} (${summary.direction}) than`;
  return (
    <div class="trend">
      <ol class="trend-list">
        {summary.points.map((p) => (
          <li key={p.id}>
            <span class="trend-date">{dateOf(p.created_at)}</span>
            <meter min={0} max={summary.max_score} value={p.score} aria-hidden="true" />
            <span class="trend-score">
              {p.score} of {summary.max_score}, {label(p.band)}
            </span>
          </li>
        ))}
      </ol>
      {change && (
        <p>
          Your latest score is {change} the first of these {summary.count}.{' '}
          {instrument.higher_is === 'better'
            ? 'Higher scores mean better wellbeing.'
            : 'Lower scores are better.'}
        </p>
      )}
    </div>
  );
}
