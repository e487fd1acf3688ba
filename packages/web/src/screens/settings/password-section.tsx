import { useState } from 'preact/hooks';
import { changePassword } from '../../api/account';
import { Field, FormErrors } from '../../ui/field';
import { NewPasswordFields } from '../../ui/new-password-fields';
import { Notice } from '../../ui/status';
import { useForm } from '../../ui/use-form';

export function PasswordSection() {
  const form = useForm({ old_password: '', new_password: '', confirm_password: '' });
  const [saved, setSaved] = useState(false);
  const { values, errors, set } = form;
  return (
    <form
      class="card stack"
      noValidate
      aria-labelledby="password-title"
      onSubmit={(event) =>
        form.submit(event, async (v) => {
          setSaved(false);
          await changePassword(v);
          form.reset();
          setSaved(true);
        })
      }
    >
      <h2 id="password-title">Change password</h2>
      <Field
        label="Current password"
        type="password"
        name="old_password"
        autoComplete="current-password"
        value={values.old_password}
        onInput={set('old_password')}
        errors={errors.old_password}
      />
      <NewPasswordFields
        form={form}
        name="new_password"
        label="New password"
        confirmLabel="Confirm new password"
      />
      <FormErrors errors={errors.non_field_errors} />
      <button type="submit" disabled={form.busy}>
        Change password
      </button>
      {saved && <Notice tone="success">Password changed. Your other devices have been signed out.</Notice>}
    </form>
  );
}
