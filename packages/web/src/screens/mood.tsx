/**
 * Mood check-in: five labelled choices as a radio group (arrow keys move between them), an optional
 * note, and the last 30 days as a chart. A note that shows risk raises the crisis banner.
 */
import { useState } from 'preact/hooks';
import { createMood, moodSummary } from '../api/wellbeing';
import { noteSafety } from '../state/crisis';
import { Field, FormErrors } from '../ui/field';
import { MoodChart } from '../ui/mood-chart';
import { MOOD_CHOICES } from '../ui/mood-scale';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading, Notice } from '../ui/status';
import { useForm } from '../ui/use-form';
import { useLoad } from '../ui/use-load';

export function MoodScreen() {
  const summary = useLoad(() => moodSummary('30'));
  const form = useForm({ score: '', note: '' });
  const [saved, setSaved] = useState(false);
  const { values, errors, set } = form;

  const onSubmit = (event: Event) => {
    setSaved(false);
    if (values.score === '') {
      event.preventDefault();
      form.setErrors({ score: ['Choose how you are feeling.'] });
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>('input[name="score"]')
        ?.focus();
      return;
    }
    void form.submit(event, async (v) => {
      const mood = await createMood({
        score: Number(v.score),
        ...(v.note.trim() ? { note: v.note.trim() } : {}),
      });
      noteSafety(mood.safety, mood.crisis_resources_url);
      form.reset();
      setSaved(true);
      await summary.reload();
    });
  };

  return (
    <Screen title="Mood check-in">
      <div class="two-up">
        <form class="card stack" noValidate onSubmit={onSubmit}>
          <div
            class="mood-choices"
            role="radiogroup"
            aria-labelledby="mood-legend"
            aria-describedby={errors.score ? 'score-error' : undefined}
          >
            <p class="legend" id="mood-legend">
              How are you feeling?
            </p>
            <div class="choice-row">
              {MOOD_CHOICES.map((c) => (
                <label key={c.score} class="choice">
                  <input
                    type="radio"
                    name="score"
                    value={String(c.score)}
                    checked={values.score === String(c.score)}
                    onChange={set('score')}
                    aria-invalid={errors.score ? 'true' : undefined}
                  />
                  <span class={`face face-${c.score}`} aria-hidden="true" />
                  <span>{c.label}</span>
                </label>
              ))}
            </div>
            {errors.score && (
              <p class="field-errors" id="score-error">
                {errors.score.join(' ')}
              </p>
            )}
          </div>
          <Field
            label="Note (optional)"
            name="note"
            multiline
            maxLength={1000}
            value={values.note}
            onInput={set('note')}
            errors={errors.note}
          />
          <FormErrors errors={errors.non_field_errors} />
          <button type="submit" disabled={form.busy}>
            Save check-in
          </button>
          {saved && <Notice tone="success">Check-in saved.</Notice>}
        </form>
        <section class="card" aria-labelledby="chart-title">
          <h2 id="chart-title">Your last 30 days</h2>
          {summary.loading && !summary.data && <Loading />}
          {summary.error && <ErrorNotice message={summary.error} onRetry={summary.reload} />}
          {summary.data && <MoodChart summary={summary.data} />}
        </section>
      </div>
    </Screen>
  );
}
