import { logIn } from '../api/account';
import { useSession } from '../state/use-session';
import { Field, FormErrors } from '../ui/field';
import { Link } from '../ui/link';
import { Screen } from '../ui/screen';
import { Notice } from '../ui/status';
import { useForm } from '../ui/use-form';

export function LoginScreen() {
  const session = useSession();
  const form = useForm({ email: '', password: '' });
  const { values, errors, set } = form;
  const notice = session.kind === 'signed-out' ? session.notice : undefined;

  return (
    <Screen title="Log in">
      {notice && <Notice>{notice}</Notice>}
      <form
        class="card stack"
        noValidate
        onSubmit={(event) => form.submit(event, async (v) => void (await logIn(v.email, v.password)))}
      >
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={values.email}
          onInput={set('email')}
          errors={errors.email}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onInput={set('password')}
          errors={errors.password}
        />
        <FormErrors errors={errors.non_field_errors} />
        <button type="submit" disabled={form.busy}>
          {form.busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
      <p class="aside">
        <Link href="/forgot-password">Forgot password?</Link>
      </p>
      <p class="aside">
        New here? <Link href="/signup">Create an account</Link>
      </p>
    </Screen>
  );
}
