/**
 * Emergency contacts, a safety plan's people: the list, a form to add one (the first becomes primary),
 * and removal. The service never contacts them; the crisis banner offers them to the user.
 */
import { useState } from 'preact/hooks';
import { messageOf } from '../api/problem';
import type { EmergencyContact } from '../api/types';
import { addContact, listContacts, removeContact } from '../api/wellbeing';
import { Field, FormErrors } from '../ui/field';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading, Notice } from '../ui/status';
import { useForm } from '../ui/use-form';
import { useLoad } from '../ui/use-load';

const MAX_CONTACTS = 5;

export function ContactsScreen() {
  const contacts = useLoad(listContacts);
  const form = useForm({ name: '', phone: '', relationship: '', is_primary: false });
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { values, errors, set } = form;
  const list = contacts.data ?? [];

  async function remove(contact: EmergencyContact) {
    setError(null);
    try {
      await removeContact(contact.id);
      setMessage(`${contact.name} was removed.`);
      await contacts.reload();
    } catch (e) {
      setError(messageOf(e));
    }
  }

  return (
    <Screen
      title="Emergency contacts"
      intro={
        <p>People you trust, one tap away when things feel too much. Solace never contacts them itself.</p>
      }
    >
      {message && <Notice tone="success">{message}</Notice>}
      {error && <ErrorNotice message={error} />}
      <section class="card" aria-labelledby="contacts-list-title">
        <h2 id="contacts-list-title">Your contacts</h2>
        {contacts.loading && !contacts.data && <Loading />}
        {contacts.error && <ErrorNotice message={contacts.error} onRetry={contacts.reload} />}
        {contacts.data && list.length === 0 && <p>No contacts yet.</p>}
        <ul class="contact-list">
          {list.map((c) => (
            <li key={c.id} class="contact">
              <div>
                <span class="contact-name">{c.name}</span>
                {c.is_primary && <span class="badge">Primary</span>}
                <span class="contact-meta">
                  {c.relationship ? `${c.relationship} · ` : ''}
                  <a href={`tel:${c.phone}`}>{c.phone}</a>
                </span>
              </div>
              <button type="button" class="secondary small" onClick={() => void remove(c)}>
                Remove<span class="visually-hidden"> {c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {list.length < MAX_CONTACTS && (
        <form
          class="card stack"
          noValidate
          aria-labelledby="add-contact-title"
          onSubmit={(event) =>
            form.submit(event, async (v) => {
              setMessage(null);
              const created = await addContact({
                name: v.name,
                phone: v.phone,
                ...(v.relationship.trim() ? { relationship: v.relationship.trim() } : {}),
                ...(v.is_primary ? { is_primary: true } : {}),
              });
              form.reset();
              setMessage(`${created.name} was added.`);
              await contacts.reload();
            })
          }
        >
          <h2 id="add-contact-title">Add a contact</h2>
          <Field
            label="Name"
            name="name"
            autoComplete="off"
            required
            value={values.name}
            onInput={set('name')}
            errors={errors.name}
          />
          <Field
            label="Phone"
            name="phone"
            type="tel"
            autoComplete="off"
            required
            hint="With the country code, for example +44 20 7946 0958."
            value={values.phone}
            onInput={set('phone')}
            errors={errors.phone}
          />
          <Field
            label="Relationship (optional)"
            name="relationship"
            autoComplete="off"
            value={values.relationship}
            onInput={set('relationship')}
            errors={errors.relationship}
          />
          <label class="check">
            <input type="checkbox" checked={values.is_primary} onChange={set('is_primary')} />
            Make this my primary contact
          </label>
          <FormErrors errors={[...(errors.is_primary ?? []), ...(errors.non_field_errors ?? [])]} />
          <button type="submit" disabled={form.busy}>
            Add contact
          </button>
        </form>
      )}
    </Screen>
  );
}
