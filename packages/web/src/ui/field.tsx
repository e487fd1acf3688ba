/**
 * A labelled form control with its errors beside it: the message list is tied to the control with
 * aria-describedby and the control is marked aria-invalid, so a screen reader reads both together.
 */
import type { JSX } from 'preact';
import { useId } from 'preact/hooks';

type InputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, 'id' | 'label'>;

export interface FieldProps extends InputProps {
  label: string;
  errors?: string[] | undefined;
  hint?: string;
  multiline?: boolean;
}

export function Field({ label, errors, hint, multiline, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': errors?.length ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      {hint && (
        <p class="hint" id={hintId}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...common}
          name={input.name}
          value={input.value as string}
          maxLength={input.maxLength as number}
          rows={3}
          onInput={input.onInput as unknown as JSX.GenericEventHandler<HTMLTextAreaElement>}
        />
      ) : (
        <input {...input} {...common} />
      )}
      {errorId && (
        <ul class="field-errors" id={errorId}>
          {errors?.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Errors that belong to no field (`non_field_errors`, or a bare `detail`), shown above the button. */
export function FormErrors({ errors }: { errors?: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div class="form-errors" role="alert">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
