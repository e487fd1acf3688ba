/**
 * Step 5 of the safety plan: professionals and services, each with a name and an optional phone, added
 * and removed with buttons. The API prefills the crisis lines of the person's country.
 */
import type { SafetyPlan } from '../api/types';

type Professional = SafetyPlan['professionals'][number];
type Step = SafetyPlan['steps'][number];

export function ProfessionalsEditor(props: {
  step: Step | undefined;
  value: Professional[];
  onChange: (value: Professional[]) => void;
  errors?: string[] | undefined;
}) {
  const { value, onChange } = props;
  const edit = (i: number, field: 'name' | 'phone', text: string) =>
    onChange(value.map((p, j) => (j === i ? { ...p, [field]: text } : p)));
  return (
    <fieldset
      class="professionals stack"
      aria-describedby={props.errors?.length ? 'professionals-error' : undefined}
    >
      <legend>{props.step ? `Step ${props.step.number}: ${props.step.title}` : 'Professionals'}</legend>
      {props.step && <p class="hint">{props.step.prompt}</p>}
      <ul class="plain-list stack">
        {value.map((p, i) => (
          <li key={`${i}-${p.name}`} class="professional">
            <label>
              Name
              <input
                value={p.name}
                onInput={(e) => edit(i, 'name', (e.currentTarget as HTMLInputElement).value)}
              />
            </label>
            <label>
              Phone
              <input
                type="tel"
                value={p.phone ?? ''}
                onInput={(e) => edit(i, 'phone', (e.currentTarget as HTMLInputElement).value)}
              />
            </label>
            <button
              type="button"
              class="secondary small"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
            >
              Remove<span class="visually-hidden"> {p.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" class="secondary" onClick={() => onChange([...value, { name: '', phone: '' }])}>
        Add a professional or service
      </button>
      {props.errors?.length ? (
        <p class="field-errors" id="professionals-error">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
