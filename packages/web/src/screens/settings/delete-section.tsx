/** Deleting the account: the password confirms it; everything stored goes, at once and for good. */
import { deleteAccount } from '../../api/account';
import { Field, FormErrors } from '../../ui/field';
import { useForm } from '../../ui/use-form';

export function DeleteSection() {
  const form = useForm({ password: '', understood: false });
  const { values, errors, set } = form;
  return (
    <form
      class="card stack danger-zone"
      noValidate
      aria-labelledby="delete-title"
      onSubmit={(event) => form.submit(event, async (v) => deleteAccount(v.password))}
    >
      <h2 id="delete-title">Delete account</h2>
      <p>
        This deletes your account and everything stored with it: conversations, clips, moods, tasks, contacts
        and your picture. It cannot be undone.
      </p>
      <Field
        label="Password"
        type="password"
        name="delete_password"
        autoComplete="current-password"
        value={values.password}
        onInput={set('password')}
        errors={errors.password}
      />
      <label class="check">
        <input type="checkbox" checked={values.understood} onChange={set('understood')} />I understand this
        cannot be undone
      </label>
      <FormErrors errors={errors.non_field_errors} />
      <button
        type="submit"
        class="danger"
        disabled={form.busy || !values.understood || values.password === ''}
      >
        Delete account
      </button>
    </form>
  );
}
