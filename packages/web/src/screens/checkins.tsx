/**
 * Check-ins: which questionnaires are due, one taken item by item (each item a radio group, so arrow keys
 * move between its answers), the score with its band in plain words, and the trend of the latest results
 * as a list of meters with the numbers and bands written out, readable without colour. An answer that
 * raises crisis resources (PHQ-9 item 9) raises the crisis banner.
 */
import { useState } from 'preact/hooks';
import { checkinSummary, dueCheckins, type InstrumentId, instruments, takeCheckin } from '../api/private';
import type { Checkin, Instrument } from '../api/types';
import { noteSafety } from '../state/crisis';
import { FormErrors } from '../ui/field';
import { QuestionnaireItem } from '../ui/questionnaire-item';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading } from '../ui/status';
import { TrendList } from '../ui/trend-list';
import { useForm } from '../ui/use-form';
import { useLoad } from '../ui/use-load';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

function Questionnaire({ instrument, onDone }: { instrument: Instrument; onDone: (c: Checkin) => void }) {
  const blank = Object.fromEntries(instrument.items.map((_, i) => [`q${i}`, ''])) as Record<string, string>;
  const form = useForm(blank);
  const { values, errors } = form;
  const missing = instrument.items.findIndex((_, i) => values[`q${i}`] === '');

  const onSubmit = (event: Event) => {
    if (missing >= 0) {
      event.preventDefault();
      form.setErrors({ [`q${missing}`]: ['Choose an answer.'] });
      (event.currentTarget as HTMLFormElement)
        .querySelector<HTMLInputElement>(`input[name="q${missing}"]`)
        ?.focus();
      return;
    }
    void form.submit(event, async (v) => {
      const answers = instrument.items.map((_, i) => Number(v[`q${i}`]));
      const result = await takeCheckin(instrument.id, answers);
      noteSafety(result.safety);
      onDone(result);
    });
  };

  return (
    <form class="card stack" noValidate onSubmit={onSubmit} aria-labelledby="questionnaire-title">
      <h2 id="questionnaire-title">
        {instrument.title}: {instrument.measures}
      </h2>
      <p>{instrument.instructions}</p>
      {instrument.items.map((item, i) => (
        <QuestionnaireItem
          key={item}
          name={`q${i}`}
          number={i + 1}
          text={item}
          options={instrument.options}
          value={values[`q${i}`] ?? ''}
          onChange={form.set(`q${i}`)}
          errors={errors[`q${i}`] ?? errors.answers}
        />
      ))}
      <FormErrors errors={errors.non_field_errors ?? errors.instrument} />
      <button type="submit" disabled={form.busy}>
        See my score
      </button>
      <p class="hint">
        {instrument.source} {instrument.terms}
      </p>
    </form>
  );
}

function Result({ result, instrument }: { result: Checkin; instrument: Instrument }) {
  return (
    <section class="card stack result" aria-labelledby="result-title" tabIndex={-1}>
      <h2 id="result-title">Your {instrument.title} result</h2>
      <p class="score">
        <strong>
          {result.score} of {result.max_score}: {result.band.label}
        </strong>
      </p>
      <p>{result.band.description}</p>
      {result.previous_score !== null && (
        <p>
          Last time: {result.previous_score}.
          {result.rise_flagged &&
            ' That is a rise of 5 points or more; it may help to talk to someone about it.'}
        </p>
      )}
      <p class="hint">
        A questionnaire is not a diagnosis. A professional can tell you what your score means for you.
      </p>
    </section>
  );
}

export function CheckinsScreen() {
  const list = useLoad(instruments);
  const due = useLoad(dueCheckins);
  const [chosen, setChosen] = useState<InstrumentId>('phq9');
  const [result, setResult] = useState<Checkin | null>(null);
  const trend = useLoad(() => checkinSummary(chosen), [chosen]);
  const instrument = list.data?.find((i) => i.id === chosen);

  const choose = (id: InstrumentId) => {
    setChosen(id);
    setResult(null);
  };
  const done = (c: Checkin) => {
    setResult(c);
    void due.reload();
    void trend.reload();
    setTimeout(() => document.querySelector<HTMLElement>('.result')?.focus(), 0);
  };

  return (
    <Screen
      title="Check-ins"
      intro="Short, widely used questionnaires about the last two weeks. Your answers stay private to you."
    >
      {list.loading && !list.data && <Loading />}
      {list.error && <ErrorNotice message={list.error} onRetry={list.reload} />}
      {list.data && (
        <div class="stack">
          <section class="card" aria-labelledby="choose-title">
            <h2 id="choose-title">Choose a check-in</h2>
            <ul class="instrument-list">
              {list.data.map((i) => {
                const state = due.data?.results.find((d) => d.instrument === i.id);
                return (
                  <li key={i.id}>
                    <button
                      type="button"
                      class={i.id === chosen ? '' : 'secondary'}
                      aria-pressed={i.id === chosen}
                      onClick={() => choose(i.id)}
                    >
                      {i.title} ({i.measures})
                    </button>
                    {state && (
                      <span class="hint">
                        {state.due ? 'Due now' : `Next due ${dateOf(state.due_at ?? '')}`}
                        {state.last_taken_at
                          ? `, last taken ${dateOf(state.last_taken_at)}`
                          : ', not taken yet'}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
          {instrument && result && <Result result={result} instrument={instrument} />}
          {instrument && !result && (
            <Questionnaire key={instrument.id} instrument={instrument} onDone={done} />
          )}
          {instrument && (
            <section class="card" aria-labelledby="trend-title">
              <h2 id="trend-title">Your {instrument.title} over time</h2>
              {trend.error && <ErrorNotice message={trend.error} onRetry={trend.reload} />}
              {trend.data && <TrendList summary={trend.data} instrument={instrument} />}
            </section>
          )}
        </div>
      )}
    </Screen>
  );
}
