/**
 * A new password and its confirmation, as signup, the reset page and the settings ask for them: the
 * browser offers to generate and save one (`new-password`), and each field shows the API's errors for
 * its own name.
 */
import { Field } from './field';

type PasswordName = 'password' | 'new_password';

interface NewPasswordForm<N extends PasswordName> {
  values: Record<N | 'confirm_password', string>;
  errors: Record<string, string[]>;
  set: (name: N | 'confirm_password') => (event: Event) => void;
}

export interface NewPasswordFieldsProps<N extends PasswordName> {
  form: NewPasswordForm<N>;
  /** The API's name for the new password: `password` at signup, `new_password` when changing it. */
  name: N;
  label: string;
  confirmLabel: string;
  required?: boolean;
  hint?: string;
}

export function NewPasswordFields<N extends PasswordName>({
  form,
  name,
  label,
  confirmLabel,
  required,
  hint,
}: NewPasswordFieldsProps<N>) {
  const { values, errors, set } = form;
  return (
    <>
      <Field
        label={label}
        type="password"
        name={name}
        autoComplete="new-password"
        required={required}
        {...(hint === undefined ? {} : { hint })}
        value={values[name]}
        onInput={set(name)}
        errors={errors[name]}
      />
      <Field
        label={confirmLabel}
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required={required}
        value={values.confirm_password}
        onInput={set('confirm_password')}
        errors={errors.confirm_password}
      />
    </>
  );
}
