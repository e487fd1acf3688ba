/**
 * The person's own safety plan inside the crisis banner: each step with what they wrote, in order, and
 * the linked contacts to call. Shown only when they have saved a plan; otherwise a link to write one.
 */
import { useEffect, useState } from 'preact/hooks';
import { safetyPlan } from '../api/private';
import type { SafetyPlan } from '../api/types';
import { Link } from './link';

type Step = SafetyPlan['steps'][number];

function entriesOf(plan: SafetyPlan, step: Step): string[] {
  return step.fields.flatMap((field) => {
    if (field === 'professionals') {
      return plan.professionals.map((p) => (p.phone ? `${p.name}: ${p.phone}` : p.name));
    }
    if (field === 'contact_ids') return plan.contacts.map((c) => `${c.name}: ${c.phone}`);
    const value = plan[field as keyof SafetyPlan];
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  });
}

export function PlanSteps() {
  const [plan, setPlan] = useState<SafetyPlan | null>(null);
  useEffect(() => {
    safetyPlan().then(setPlan, () => setPlan(null));
  }, []);
  if (plan === null) return null;
  if (plan.version === 0) {
    return (
      <p>
        <Link href="/safety-plan">Write your safety plan</Link> so your own steps are here next time.
      </p>
    );
  }
  const steps = plan.steps
    .map((step) => ({ step, entries: entriesOf(plan, step) }))
    .filter((s) => s.entries.length > 0);
  return (
    <section class="plan-steps" aria-labelledby="plan-steps-title">
      <h3 id="plan-steps-title">Your safety plan</h3>
      <ol class="plain-list stack">
        {steps.map(({ step, entries }) => (
          <li key={step.id}>
            <h4>{step.number > 0 ? `Step ${step.number}: ${step.title}` : step.title}</h4>
            <ul>
              {entries.map((entry) => (
                <li key={entry}>{entry}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p>
        <Link href="/safety-plan">Open my safety plan</Link>
      </p>
    </section>
  );
}
