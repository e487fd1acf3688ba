import { useMemo, useState } from 'preact/hooks';
import { updateProfile } from '../../api/account';
import type { Profile } from '../../api/types';
import { Field, FormErrors } from '../../ui/field';
import { browserTimeZone, countryOptions, timeZoneOptions } from '../../ui/places';
import { SelectField } from '../../ui/select-field';
import { Notice } from '../../ui/status';
import { useForm } from '../../ui/use-form';

export function ProfileSection({ profile }: { profile: Profile }) {
  const form = useForm({
    name: profile.name,
    timezone: profile.timezone ?? '',
    country: profile.country ?? '',
  });
  const [saved, setSaved] = useState(false);
  const zones = useMemo(() => timeZoneOptions(), []);
  const countries = useMemo(() => countryOptions(), []);
  const { values, errors, set } = form;

  return (
    <form
      class="card stack"
      noValidate
      aria-labelledby="profile-title"
      onSubmit={(event) =>
        form.submit(event, async (v) => {
          setSaved(false);
          await updateProfile({ name: v.name, timezone: v.timezone || null, country: v.country || null });
          setSaved(true);
        })
      }
    >
      <h2 id="profile-title">Profile</h2>
      <p class="hint">Signed in as {profile.email}</p>
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onInput={set('name')}
        errors={errors.name}
      />
      <SelectField
        label="Time zone"
        name="timezone"
        value={values.timezone}
        onChange={set('timezone')}
        errors={errors.timezone}
        options={[
          { value: '', label: `Not set (your browser: ${browserTimeZone()})` },
          ...zones.map((z) => ({ value: z, label: z.replace(/_/g, ' ') })),
        ]}
      />
      <SelectField
        label="Country"
        name="country"
        value={values.country}
        onChange={set('country')}
        errors={errors.country}
        options={[
          { value: '', label: 'Not set' },
          ...countries.map((c) => ({ value: c.code, label: c.name })),
        ]}
      />
      <p class="hint">Your country picks the crisis lines Solace shows you.</p>
      <FormErrors errors={errors.non_field_errors} />
      <button type="submit" disabled={form.busy}>
        Save profile
      </button>
      {saved && <Notice tone="success">Profile saved.</Notice>}
    </form>
  );
}
