// The local reply composer: reflection + (validation) + (a slowing-down line) + one question or one
// grounding step, drawn from the theme's sentence banks by a seeded PRNG. No network, no model, and
// deterministic for (message, verdict, seed, avoid). Elevated and crisis verdicts never reach the
// composer: they get a vetted text, so calling this directly is always safe.
import {
  BANKS,
  BRIDGES,
  ECHO_SLOT,
  MEDICAL_REFERRAL,
  RELATIONSHIP_SAFETY,
  SHARED_GROUNDING,
  type ThemeBank,
} from './banks/index';
import { checkReply } from './check-reply';
import { findEcho } from './echo';
import { createRng, mixSeed, type Rng } from './prng';
import { countWords, normalizeForMatch, replyKey, splitSentences } from './text';
import { themeForReply } from './theme-detect';
import type { Theme } from './theme-families';
import { MAX_WORDS, type Reply, type ReplyRequest } from './types';
import { pickVetted, vettedGroup } from './vetted';

/** Draws per request; the banks give far more combinations than this, so a fresh one is found early. */
const MAX_ATTEMPTS = 16;
const VALIDATE_CHANCE = 0.85;
const BRIDGE_CHANCE = 0.3;
const ECHO_CHANCE = 0.5;
/** Questions about medicines get the health bank and, always, a referral instead of an answer. */
const MEDICINE =
  / (?:medicat\w*|medicines?|meds|pills?|tablets?|doses?|dosage|prescription\w*|ibuprofen|paracetamol|aspirin|antidepressants?|melatonin|supplements?) /;

/** Used only if every draw failed the gate, which the property tests show does not happen. */
const LAST_RESORT = [
  "Thank you for sharing that with me. I'm listening. What feels most important about it for you right now?",
  "I'm glad you told me. Take whatever time you need. How are you feeling as you talk about it?",
] as const;

export function compose(bank: ThemeBank, echo: string | null, rng: Rng, validate?: string): string {
  const useEcho = echo !== null && bank.reflectEcho.length > 0 && rng.next() < ECHO_CHANCE;
  const reflect =
    useEcho && echo ? rng.pick(bank.reflectEcho).replace(ECHO_SLOT, echo) : rng.pick(bank.reflect);
  const grounding = bank.bridges ? [...bank.ground, ...SHARED_GROUNDING] : bank.ground;
  const closer =
    grounding.length > 0 && rng.next() < bank.groundChance ? rng.pick(grounding) : rng.pick(bank.ask);

  const sentences = [reflect];
  if (validate !== undefined) sentences.push(validate);
  else if (rng.next() < VALIDATE_CHANCE) sentences.push(rng.pick(bank.validate));
  if (bank.bridges && rng.next() < BRIDGE_CHANCE) sentences.push(rng.pick(BRIDGES));
  sentences.push(closer);
  // Keep inside the clip budget by dropping optional middle sentences, never the reflection or the close.
  while (countWords(sentences.join(' ')) > MAX_WORDS && sentences.length > 2) sentences.splice(-2, 1);
  return sentences.join(' ');
}

const VAGUE: ReadonlySet<Theme> = new Set(['general', 'casual']);

/**
 * The theme to answer and the words to echo. A vague follow-up ("it still bothers me") refers back to the
 * latest earlier user turn that had a theme of its own, so the reply speaks to what was said before.
 */
function subjectOf(req: ReplyRequest, distressed: boolean): { theme: Theme; said: string } {
  const own = themeForReply(req.message, distressed);
  if (!VAGUE.has(own)) return { theme: own, said: req.message };
  const earlier = (req.history ?? []).filter((turn) => turn.role === 'user').reverse();
  for (const turn of earlier) {
    const theme = themeForReply(turn.text, distressed);
    if (!VAGUE.has(theme)) return { theme, said: turn.text };
  }
  return { theme: own, said: req.message };
}

/** Replies not to repeat: the session's recent ones and the assistant turns of the client's history. */
function repliesToAvoid(req: ReplyRequest): string[] {
  const told = (req.history ?? []).filter((turn) => turn.role === 'assistant').map((turn) => turn.text);
  return [...(req.avoid ?? []), ...told];
}

export function writeLocalReply(req: ReplyRequest): Reply {
  const avoid = repliesToAvoid(req);
  const group = vettedGroup(req.verdict);
  if (group !== null) return pickVetted(group, req.seed, avoid);

  const distressed = req.verdict.level === 'low' || req.verdict.categories.includes('distress');
  const medicine = MEDICINE.test(normalizeForMatch(req.message));
  // A controlling or abusive relationship (safety cue distress.control): the reply names their safety.
  const control = req.verdict.cues.includes('distress.control');
  const subject = subjectOf(req, distressed);
  const theme = control ? 'relationships' : medicine ? 'health' : subject.theme;
  const echo = findEcho(control || medicine ? req.message : subject.said, theme);
  const validate = control ? RELATIONSHIP_SAFETY : medicine ? MEDICAL_REFERRAL : undefined;
  const rng = createRng(mixSeed(req.seed, replyKey(req.message), req.verdict.level, theme));
  const avoidedTexts = new Set(avoid.map(replyKey));
  const avoidedSentences = new Set(avoid.flatMap(splitSentences).map(replyKey));

  // First choice: nothing in common with recent replies. Second: at least not an exact repeat.
  let notRepeated: string | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const text = compose(BANKS[theme], echo, rng, validate);
    if (avoidedTexts.has(replyKey(text)) || !checkReply(text).ok) continue;
    if (!splitSentences(text).some((sentence) => avoidedSentences.has(replyKey(sentence)))) {
      return { text, source: 'local' };
    }
    notRepeated ??= text;
  }
  if (notRepeated !== null) return { text: notRepeated, source: 'local' };
  const fallback = LAST_RESORT.find((text) => !avoidedTexts.has(replyKey(text))) ?? LAST_RESORT[0];
  return { text: fallback, source: 'local' };
}
