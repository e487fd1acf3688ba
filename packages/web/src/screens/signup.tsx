import { useState } from 'preact/hooks';
import { logIn, signUp } from '../api/account';
import { Field, FormErrors } from '../ui/field';
import { Link } from '../ui/link';
import { NewPasswordFields } from '../ui/new-password-fields';
import { Screen } from '../ui/screen';
import { useForm } from '../ui/use-form';

export function SignupScreen() {
  const form = useForm({ email: '', name: '', password: '', confirm_password: '' });
  const [created, setCreated] = useState(false);
  const { values, errors, set } = form;

  const onSubmit = (event: Event) =>
    form.submit(event, async (v) => {
      if (!created) {
        await signUp(v);
        setCreated(true);
      }
      // Straight in: the account exists, so a failed login here is a real error to show.
      await logIn(v.email, v.password);
    });

  return (
    <Screen
      title="Create your account"
      intro={<p>A quiet place to talk things through, check in with yourself and build small habits.</p>}
    >
      <form class="card stack" onSubmit={onSubmit} noValidate>
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onInput={set('email')}
          errors={errors.email}
        />
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onInput={set('name')}
          errors={errors.name}
        />
        <NewPasswordFields
          form={form}
          name="password"
          label="Password"
          confirmLabel="Confirm password"
          required
          hint="At least 8 characters; not a common password."
        />
        <FormErrors errors={errors.non_field_errors} />
        <button type="submit" disabled={form.busy}>
          {form.busy ? 'Creating account…' : 'Create account'}
        </button>
      </form>
      <p class="aside">
        Already have an account? <Link href="/login">Log in</Link>
      </p>
    </Screen>
  );
}
