/**
 * My safety plan: each Stanley–Brown step (titles and prompts from the API) with its entries, one per
 * line, the emergency contacts to link in step 4, the professionals (the country's crisis lines to start
 * with) and the reasons for living. Saving sends the whole plan over the version read; when another
 * device saved first the API answers 412 and the screen offers to load that version instead of
 * overwriting it.
 */
import { Fragment } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { safetyPlan, saveSafetyPlan } from '../api/private';
import { ApiProblem } from '../api/problem';
import type { SafetyPlan, SafetyPlanDocument } from '../api/types';
import { listContacts } from '../api/wellbeing';
import { Field, FormErrors } from '../ui/field';
import { ProfessionalsEditor } from '../ui/professionals-editor';
import { Screen } from '../ui/screen';
import { ErrorNotice, Loading, Notice } from '../ui/status';
import { useLoad } from '../ui/use-load';

type ListKey = Exclude<keyof SafetyPlanDocument, 'contact_ids' | 'professionals'>;
const LIST_KEYS: ListKey[] = [
  'warning_signs',
  'coping_strategies',
  'distractions',
  'help_people',
  'safer_surroundings',
  'reasons_for_living',
];

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

function toDocument(
  texts: Record<ListKey, string>,
  plan: SafetyPlan,
  contactIds: string[],
): SafetyPlanDocument {
  const lists = Object.fromEntries(LIST_KEYS.map((k) => [k, lines(texts[k])])) as Record<ListKey, string[]>;
  const professionals = plan.professionals
    .map((p) => ({ ...p, name: p.name.trim(), phone: p.phone?.trim() }))
    .filter((p) => p.name !== '')
    .map(({ phone, ...rest }) => (phone ? { ...rest, phone } : rest));
  return { ...lists, contact_ids: contactIds, professionals };
}

function textsOf(plan: SafetyPlan): Record<ListKey, string> {
  return Object.fromEntries(LIST_KEYS.map((k) => [k, (plan[k] ?? []).join('\n')])) as Record<ListKey, string>;
}

export function SafetyPlanScreen() {
  const loaded = useLoad(safetyPlan);
  const contacts = useLoad(listContacts);
  const [plan, setPlan] = useState<SafetyPlan | null>(null);
  const [texts, setTexts] = useState<Record<ListKey, string> | null>(null);
  const [linked, setLinked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  useEffect(() => {
    if (!loaded.data) return;
    setPlan(loaded.data);
    setTexts(textsOf(loaded.data));
    setLinked(loaded.data.contact_ids);
  }, [loaded.data]);

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (!plan || !texts || busy) return;
    setBusy(true);
    setErrors({});
    setNotice(null);
    setConflict(false);
    try {
      const saved = await saveSafetyPlan(toDocument(texts, plan, linked), plan.version);
      setPlan(saved);
      setTexts(textsOf(saved));
      setNotice('Your safety plan is saved.');
    } catch (error) {
      if (error instanceof ApiProblem && (error.status === 412 || error.status === 428)) setConflict(true);
      else
        setErrors(
          error instanceof ApiProblem ? error.fieldErrors() : { non_field_errors: ['Could not save.'] },
        );
    } finally {
      setBusy(false);
    }
  };

  const step = (key: string) => plan?.steps.find((s) => s.fields.includes(key));

  return (
    <Screen
      title="My safety plan"
      intro="A plan for hard moments, written by you while things are calmer. Work down the steps until you feel safe."
    >
      {loaded.loading && !plan && <Loading />}
      {loaded.error && <ErrorNotice message={loaded.error} onRetry={loaded.reload} />}
      {plan && texts && (
        <form class="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
          {LIST_KEYS.map((key) => {
            const s = step(key);
            return (
              <Fragment key={key}>
                <section class="card stack" aria-labelledby={`${key}-title`}>
                  <h2 id={`${key}-title`}>{s && s.number > 0 ? `Step ${s.number}: ${s.title}` : s?.title}</h2>
                  <Field
                    label={`${s?.title ?? key} (one per line)`}
                    name={key}
                    hint={s?.prompt}
                    multiline
                    value={texts[key]}
                    onInput={(e: Event) =>
                      setTexts({ ...texts, [key]: (e.currentTarget as HTMLTextAreaElement).value })
                    }
                    errors={errors[key]}
                  />
                  {key === 'help_people' && (
                    <fieldset class="contact-links">
                      <legend>Emergency contacts to call</legend>
                      {contacts.data?.length ? (
                        contacts.data.map((c) => (
                          <label key={c.id} class="check">
                            <input
                              type="checkbox"
                              checked={linked.includes(c.id)}
                              onChange={(e) =>
                                setLinked(
                                  (e.currentTarget as HTMLInputElement).checked
                                    ? [...linked, c.id]
                                    : linked.filter((id) => id !== c.id),
                                )
                              }
                            />
                            {c.name} ({c.phone})
                          </label>
                        ))
                      ) : (
                        <p class="hint">Add emergency contacts on the Contacts screen to link them here.</p>
                      )}
                    </fieldset>
                  )}
                </section>
                {key === 'help_people' && (
                  <section class="card stack">
                    <ProfessionalsEditor
                      step={step('professionals')}
                      value={plan.professionals}
                      onChange={(professionals) => setPlan({ ...plan, professionals })}
                      errors={errors.professionals}
                    />
                  </section>
                )}
              </Fragment>
            );
          })}
          <FormErrors errors={errors.non_field_errors ?? errors.contact_ids} />
          {conflict && (
            <div class="error-notice" role="alert">
              <p>
                This plan was changed on another device since you opened it. Load that version, then make your
                changes again.
              </p>
              <button type="button" class="secondary" onClick={() => void loaded.reload()}>
                Load the latest version
              </button>
            </div>
          )}
          <button type="submit" disabled={busy}>
            Save my plan
          </button>
          {notice && <Notice tone="success">{notice}</Notice>}
        </form>
      )}
    </Screen>
  );
}
