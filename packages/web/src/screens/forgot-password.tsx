import { useState } from 'preact/hooks';
import { requestPasswordReset } from '../api/account';
import { Field, FormErrors } from '../ui/field';
import { Link } from '../ui/link';
import { Screen } from '../ui/screen';
import { Notice } from '../ui/status';
import { useForm } from '../ui/use-form';

export function ForgotPasswordScreen() {
  const form = useForm({ email: '' });
  const [sent, setSent] = useState(false);

  return (
    <Screen title="Reset your password">
      {sent ? (
        <Notice tone="success">
          If an account uses that address, a message with a reset link is on its way. The link works once, for
          30 minutes.
        </Notice>
      ) : (
        <form
          class="card stack"
          noValidate
          onSubmit={(event) =>
            form.submit(event, async (v) => {
              await requestPasswordReset(v.email);
              setSent(true);
            })
          }
        >
          <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.values.email}
            onInput={form.set('email')}
            errors={form.errors.email}
          />
          <FormErrors errors={form.errors.non_field_errors} />
          <button type="submit" disabled={form.busy}>
            Send reset link
          </button>
        </form>
      )}
      <p class="aside">
        <Link href="/login">Back to log in</Link>
      </p>
    </Screen>
  );
}
