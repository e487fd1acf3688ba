// Llama Guard second opinion on Workers AI (checker.ts combines it). It can only raise a verdict, never
// lower it, and the service never depends on it: a timeout, an error or an answer we cannot parse falls
// back to the local verdict. Message text is passed to the model only; nothing here logs.
import type { AiRunner, VerdictCore } from './types';

/** Parsed guard answer; `malformed` covers anything that is not one of the documented shapes. */
export type GuardResult = { kind: 'safe' } | { kind: 'unsafe'; codes: string[] } | { kind: 'malformed' };

export type GuardOutcome = GuardResult | { kind: 'timeout' } | { kind: 'error' };

/** Accepts `{response: {safe, categories}}`, `{safe, categories}` and the text form "unsafe\nS11,S1". */
export function parseGuardResponse(raw: unknown): GuardResult {
  const inner = isRecord(raw) && 'response' in raw ? raw.response : raw;
  if (typeof inner === 'string') return parseGuardText(inner);
  if (!isRecord(inner) || typeof inner.safe !== 'boolean') return { kind: 'malformed' };
  if (inner.safe) return { kind: 'safe' };
  const cats = Array.isArray(inner.categories) ? inner.categories : [];
  return { kind: 'unsafe', codes: extractCodes(cats.filter((c): c is string => typeof c === 'string')) };
}

function parseGuardText(text: string): GuardResult {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'safe') return { kind: 'safe' };
  if (trimmed.startsWith('unsafe')) return { kind: 'unsafe', codes: extractCodes([trimmed]) };
  return { kind: 'malformed' };
}

function extractCodes(parts: string[]): string[] {
  const codes = new Set<string>();
  for (const part of parts) for (const m of part.matchAll(/\bs(\d{1,2})\b/gi)) codes.add(`S${m[1]}`);
  return [...codes];
}

/** Maps guard hazard codes onto our scale. Only S11 (self-harm) and S1 (violent crimes) matter here. */
export function guardVerdict(result: GuardResult): VerdictCore {
  if (result.kind === 'malformed')
    return { level: 'none', categories: [], cues: ['ai.unavailable', 'ai.malformed'] };
  if (result.kind === 'safe') return { level: 'none', categories: [], cues: ['ai.guard.safe'] };
  const v: VerdictCore = { level: 'none', categories: [], cues: ['ai.guard.unsafe'] };
  if (result.codes.includes('S11')) {
    v.level = 'elevated';
    v.categories.push('distress', 'self_harm');
    v.cues.push('ai.guard.s11');
  }
  if (result.codes.includes('S1')) {
    v.level = 'elevated';
    v.categories.push('harmful_statement');
    v.cues.push('ai.guard.s1');
  }
  return v;
}

/** The guard's answer within `timeoutMs`: never throws, never rejects. */
export async function askGuard(
  ai: AiRunner,
  model: string,
  text: string,
  timeoutMs: number,
): Promise<GuardOutcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<GuardOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
  });
  try {
    // Built inside the try so a runner that throws synchronously is an error, not an escaped exception.
    const call = ai
      .run(model, { messages: [{ role: 'user', content: text }] })
      .then(parseGuardResponse, (): GuardOutcome => ({ kind: 'error' }));
    return await Promise.race([call, timeout]);
  } catch {
    return { kind: 'error' };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null;
}
