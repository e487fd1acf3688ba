/**
 * Form state for the app's forms: values by field name, the API's field errors by name, a busy flag.
 * `submit` runs the call and spreads an ApiProblem's DRF body over the fields it names.
 */
import { useState } from 'preact/hooks';
import { ApiProblem, messageOf } from '../api/problem';

export function useForm<V extends Record<string, string | boolean>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const set = (name: keyof V) => (event: Event) => {
    const target = event.currentTarget as HTMLInputElement;
    const value = target.type === 'checkbox' ? target.checked : target.value;
    setValues((old) => ({ ...old, [name]: value }));
  };

  async function submit(event: Event, run: (values: V) => Promise<void>): Promise<boolean> {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement | null;
    if (busy) return false;
    setBusy(true);
    setErrors({});
    try {
      await run(values);
      return true;
    } catch (error) {
      setErrors(error instanceof ApiProblem ? error.fieldErrors() : { non_field_errors: [messageOf(error)] });
      // Keyboard and screen-reader users land on the first field that needs fixing.
      setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return false;
    } finally {
      setBusy(false);
    }
  }

  const reset = () => setValues(initial);
  return { values, errors, busy, set, submit, reset, setErrors };
}
