/** A labelled `<select>` with its errors beside it, like Field. */
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: JSX.GenericEventHandler<HTMLSelectElement>;
  errors?: string[] | undefined;
}

export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const errorId = props.errors?.length ? `${id}-error` : undefined;
  return (
    <div class="field">
      <label for={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={errorId ? 'true' : undefined}
        aria-describedby={errorId}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errorId && (
        <ul class="field-errors" id={errorId}>
          {props.errors?.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
