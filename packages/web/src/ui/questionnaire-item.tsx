/**
 * One questionnaire item as a radio group: the item's wording is the group's label, each answer a
 * labelled radio, the error (if any) tied to the group. Arrow keys move between the answers.
 */
export interface QuestionnaireItemProps {
  name: string;
  number: number;
  text: string;
  options: Array<{ value: number; label: string }>;
  value: string;
  onChange: (event: Event) => void;
  errors?: string[] | undefined;
}

export function QuestionnaireItem(props: QuestionnaireItemProps) {
  const legendId = `${props.name}-legend`;
  const errorId = props.errors?.length ? `${props.name}-error` : undefined;
  return (
    <div class="question" role="radiogroup" aria-labelledby={legendId} aria-describedby={errorId}>
      <p class="legend" id={legendId}>
        {props.number}. {props.text}
      </p>
      <div class="answer-row">
        {props.options.map((o) => (
          <label key={o.value} class="answer">
            <input
              type="radio"
              name={props.name}
              value={String(o.value)}
              checked={props.value === String(o.value)}
              onChange={props.onChange}
              aria-invalid={errorId ? 'true' : undefined}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {errorId && (
        <p class="field-errors" id={errorId}>
          {props.errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
