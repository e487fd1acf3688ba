/**
 * The safety banner: raised when a verdict sets `show_crisis_resources`, it lists the crisis lines of the
 * user's country (tap to call or text), the steps of their own safety plan and their emergency contacts.
 * It sits above the screen and never covers the reply; only "Dismiss" takes it away. The service itself
 * never contacts anyone.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { CrisisResources, EmergencyContact, Profile } from '../api/types';
import { crisisResources, listContacts } from '../api/wellbeing';
import { dismissCrisis } from '../state/crisis';
import { Link } from './link';
import { countryOptions } from './places';
import { PlanSteps } from './plan-steps';

function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+*#]/g, '')}`;
}

/** `sms:` with the keyword as the message body where a line needs one (RFC 5724). */
function smsHref(number: string, keyword: string | undefined): string {
  const to = number.replace(/[^\d+]/g, '');
  return keyword ? `sms:${to}?body=${encodeURIComponent(keyword)}` : `sms:${to}`;
}

export function CrisisBanner({ profile }: { profile: Profile }) {
  const [resources, setResources] = useState<CrisisResources | null>(null);
  const [contacts, setContacts] = useState<EmergencyContact[]>([]);
  const [failed, setFailed] = useState(false);
  const [country, setCountry] = useState(profile.country);
  const countries = useMemo(() => countryOptions(), []);

  useEffect(() => {
    setFailed(false);
    crisisResources(country).then(setResources, () => setFailed(true));
  }, [country]);

  useEffect(() => {
    listContacts().then(setContacts, () => setContacts([]));
  }, []);

  return (
    <aside class="crisis-banner" role="alert" aria-labelledby="crisis-title">
      <div class="crisis-head">
        <h2 id="crisis-title">You don't have to go through this alone</h2>
        <button type="button" class="secondary small" onClick={dismissCrisis}>
          Dismiss
        </button>
      </div>
      <p>
        If you are in danger or thinking about ending your life, please reach out now. These lines are free
        and confidential.
      </p>
      {failed && (
        <p>
          Crisis lines could not be loaded. If you are in immediate danger, call your local emergency number.
        </p>
      )}
      {resources?.country === 'INTL' && (
        <div class="field crisis-country">
          <p>If you are in immediate danger, call your local emergency number.</p>
          <label for="crisis-country">Show the lines for your country</label>
          <select
            id="crisis-country"
            value={country ?? ''}
            onChange={(e) => setCountry((e.currentTarget as HTMLSelectElement).value || null)}
          >
            <option value="">Choose a country</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {resources && (
        <ul class="crisis-list" aria-label="Crisis lines">
          {resources.resources.map((r) => (
            <li key={r.name}>
              <span class="crisis-name">{r.name}</span>
              <span class="crisis-hours">{r.hours}</span>
              <span class="crisis-actions">
                {r.phone && (
                  <a class="button-link" href={telHref(r.phone)}>
                    Call {r.phone_display ?? r.phone}
                  </a>
                )}
                {r.sms && (
                  <a class="button-link secondary" href={smsHref(r.sms, r.sms_keyword)}>
                    Text {r.sms_keyword ? `${r.sms_keyword} to ` : ''}
                    {r.sms}
                  </a>
                )}
                {r.url && (
                  <a href={r.url} target="_blank" rel="noopener noreferrer">
                    Website<span class="visually-hidden"> of {r.name} (opens in a new tab)</span>
                  </a>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      <PlanSteps />
      {contacts.length > 0 ? (
        <>
          <h3>Your people</h3>
          <ul class="crisis-list" aria-label="Your emergency contacts">
            {contacts.map((c) => (
              <li key={c.id}>
                <span class="crisis-name">
                  {c.name}
                  {c.relationship ? ` (${c.relationship})` : ''}
                </span>
                <a class="button-link" href={telHref(c.phone)}>
                  Call {c.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <Link href="/contacts">Add someone you trust</Link> so they are one tap away next time.
        </p>
      )}
    </aside>
  );
}
