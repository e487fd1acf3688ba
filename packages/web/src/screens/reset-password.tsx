/**
 * The page a reset message links to: the token travels in the URL fragment (`#token=`), which browsers
 * never send to a server or put in a Referer, and is removed from the address bar once read.
 */
import { useState } from 'preact/hooks';
import { confirmPasswordReset } from '../api/account';
import { FormErrors } from '../ui/field';
import { Link } from '../ui/link';
import { NewPasswordFields } from '../ui/new-password-fields';
import { Screen } from '../ui/screen';
import { Notice } from '../ui/status';
import { useForm } from '../ui/use-form';

function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

export function ResetPasswordScreen() {
  const [token] = useState(takeToken);
  const [done, setDone] = useState(false);
  const form = useForm({ new_password: '', confirm_password: '' });
  const { errors } = form;

  if (!token && !done) {
    return (
      <Screen title="Choose a new password">
        <Notice>
          This link has no reset token. Open the link from the message again, or ask for a new one.
        </Notice>
        <p class="aside">
          <Link href="/forgot-password">Ask for a new link</Link>
        </p>
      </Screen>
    );
  }

  return (
    <Screen title="Choose a new password">
      {done ? (
        <>
          <Notice tone="success">Your password has been changed. Every device has been signed out.</Notice>
          <p class="aside">
            <Link href="/login">Log in</Link>
          </p>
        </>
      ) : (
        <form
          class="card stack"
          noValidate
          onSubmit={(event) =>
            form.submit(event, async (v) => {
              await confirmPasswordReset({ token, ...v });
              setDone(true);
            })
          }
        >
          <NewPasswordFields
            form={form}
            name="new_password"
            label="New password"
            confirmLabel="Confirm password"
            required
          />
          <FormErrors errors={[...(errors.token ?? []), ...(errors.non_field_errors ?? [])]} />
          <button type="submit" disabled={form.busy}>
            Set new password
          </button>
        </form>
      )}
    </Screen>
  );
}
