/**
 * `safety_plan_url` beside `crisis_resources_url`: an answer whose verdict shows crisis resources also
 * links the person's own safety plan when they have written one, so the client can show their steps
 * with the crisis lines. Looked up only when the verdict needs it (one indexed read of a primary key).
 */
import { z } from '@hono/zod-openapi';
import type { ClientSafety } from '@solace/safety';
import type { Context } from 'hono';
import { crisisResourcesUrlFor } from '../crisis-resources/crisis-url';
import type { AppEnv } from '../env';

export const SafetyPlanUrlSchema = z.string().openapi({
  format: 'uri',
  description:
    'Present with crisis_resources_url when the person has a safety plan: GET it (with the Bearer token) ' +
    'to show their steps.',
  example: 'https://api.example.com/api/v1/safety-plan/',
});

export interface CrisisLinks {
  crisis_resources_url: string;
  safety_plan_url?: string;
}

export async function hasSafetyPlan(d1: D1Database, userId: number): Promise<boolean> {
  const row = await d1.prepare('SELECT 1 AS x FROM safety_plans WHERE user_id = ?1').bind(userId).first('x');
  return row === 1;
}

export function safetyPlanUrlFor(c: Context<AppEnv>): string {
  return `${new URL(c.req.url).origin}/api/v1/safety-plan/`;
}

/** `safety_plan_url` for an answer whose verdict shows crisis resources, when the person has a plan. */
export async function safetyPlanUrlIfAny(
  c: Context<AppEnv>,
  safety: ClientSafety,
): Promise<string | undefined> {
  if (!safety.show_crisis_resources) return undefined;
  return (await hasSafetyPlan(c.env.DB, c.var.user.id)) ? safetyPlanUrlFor(c) : undefined;
}

/** The links for a signed-in user's answer, or undefined when no verdict in it shows crisis resources. */
export async function crisisLinksFor(
  c: Context<AppEnv>,
  verdicts: readonly ClientSafety[],
): Promise<CrisisLinks | undefined> {
  if (!verdicts.some((s) => s.show_crisis_resources)) return undefined;
  const plan = await hasSafetyPlan(c.env.DB, c.var.user.id);
  return {
    crisis_resources_url: crisisResourcesUrlFor(c),
    ...(plan ? { safety_plan_url: safetyPlanUrlFor(c) } : {}),
  };
}
