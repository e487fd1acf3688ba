/**
 * The safety plan answer: the document, its version (also the ETag), the linked emergency contacts as
 * they are now (a contact deleted since simply drops out), and the steps' titles and prompts so a client
 * can show the plan, in a crisis banner too, without its own copy of the wording. Without a stored plan
 * the answer is a starting draft at version 0 whose professionals are the crisis lines of the person's
 * country from the reviewed directory.
 */
import { z } from '@hono/zod-openapi';
import type { CrisisResource } from '@solace/crisis-resources';
import type { PlanDocument, Professional } from './plan-fields';
import { PLAN_STEPS } from './plan-steps';
import type { LinkedContact } from './plan-store';

const StepSchema = z.object({
  id: z.string(),
  number: z.number().int().openapi({ description: '1–6; 0 for reasons for living.' }),
  title: z.string(),
  prompt: z.string(),
  fields: z.array(z.string()).openapi({ description: 'The document keys holding this step’s entries.' }),
});

export const SafetyPlanSchema = z
  .object({
    professionals: z.array(
      z.object({
        name: z.string(),
        phone: z.string().optional(),
        url: z.string().optional(),
        notes: z.string().optional(),
      }),
    ),
    warning_signs: z.array(z.string()),
    coping_strategies: z.array(z.string()),
    distractions: z.array(z.string()),
    help_people: z.array(z.string()),
    safer_surroundings: z.array(z.string()),
    reasons_for_living: z.array(z.string()),
    contact_ids: z.array(z.string()),
    version: z.number().int().openapi({ description: 'Grows by one on every write; 0 for the draft.' }),
    created_at: z.string().nullable().openapi({ format: 'date-time' }),
    updated_at: z.string().nullable().openapi({ format: 'date-time' }),
    contacts: z
      .array(z.object({ id: z.string(), name: z.string(), phone: z.string(), relationship: z.string() }))
      .openapi({ description: 'The linked emergency contacts (contact_ids) as they are now.' }),
    steps: z.array(StepSchema).openapi({ description: 'Titles and prompts of the steps, in order.' }),
  })
  .openapi('SafetyPlan');

export type SafetyPlan = z.infer<typeof SafetyPlanSchema>;

export const etagOf = (version: number) => `"${version}"`;

/** The crisis directory's entries as professionals to start from. */
export function prefilledProfessionals(resources: readonly CrisisResource[]): Professional[] {
  return resources.map((r) => ({
    name: r.name,
    ...(r.phone === undefined ? {} : { phone: r.phone_display ?? r.phone }),
    ...(r.url === undefined ? {} : { url: r.url }),
    notes: r.notes === undefined ? r.hours : `${r.hours}. ${r.notes}`.slice(0, 500),
  }));
}

export const EMPTY_DOCUMENT: Omit<PlanDocument, 'professionals'> = {
  warning_signs: [],
  coping_strategies: [],
  distractions: [],
  help_people: [],
  contact_ids: [],
  safer_surroundings: [],
  reasons_for_living: [],
};

export interface PlanMeta {
  version: number;
  createdAt: number | null;
  updatedAt: number | null;
}

export function planBody(
  document: PlanDocument,
  meta: PlanMeta,
  contacts: readonly LinkedContact[],
): SafetyPlan {
  const byId = new Map(contacts.map((contact) => [contact.id, contact]));
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return {
    ...EMPTY_DOCUMENT,
    ...document,
    version: meta.version,
    created_at: iso(meta.createdAt),
    updated_at: iso(meta.updatedAt),
    contacts: document.contact_ids.flatMap((id) => byId.get(id) ?? []),
    steps: PLAN_STEPS.map((s) => ({ ...s, fields: [...s.fields] })),
  };
}
