// A message as the lab scores it: the rules' reading and the model's features, computed once per text and
// shared by training, threshold choice and the leave-one-source-out folds (the rules are the slow part).
import {
  featuresOf,
  joinParts,
  type ModelScores,
  RISK_EVIDENCE,
  type RulesReading,
  rulesOf,
  type SparseVec,
  sentencesOf,
} from '@solace/safety/model';
import type { DevRow } from './choose';
import type { Gold } from './gold';
import { FEATURES, type Heads, scoreVec } from './heads';

export interface Reading {
  level: RulesReading['level'];
  floor: RulesReading['floor'];
  cues: readonly string[];
  tokens: number;
  /** The whole message's features (with the rules' cues), which train the heads. */
  x: SparseVec;
  /** Each sentence's own features when the features ask for windows (features.ts), with its length. */
  parts: { x: SparseVec; tokens: number }[];
  evidence: boolean;
}

const memo = new Map<string, Reading>();

export function readingOf(text: string, fo = FEATURES): Reading {
  let r = memo.get(text);
  if (!r) {
    const rules = rulesOf(text);
    r = {
      level: rules.level,
      floor: rules.floor,
      cues: [...rules.cues],
      tokens: rules.n.tokens.length,
      x: featuresOf(rules.n, fo, rules),
      parts: fo.windows
        ? sentencesOf(rules.n).map((p) => ({ x: featuresOf(p, fo), tokens: p.tokens.length }))
        : [],
      evidence: [...rules.cues].some((c) => RISK_EVIDENCE.test(c)),
    };
    memo.set(text, r);
  }
  return r;
}

/** The model's scores of a reading under `h`, joined over its parts as the runtime joins them. */
export function scoresOf(h: Heads, r: Reading): ModelScores {
  const whole = { ...scoreVec(h, r.x), tokens: r.tokens };
  const parts = r.parts.map((p) => ({ ...scoreVec(h, p.x), tokens: p.tokens }));
  return { ...joinParts(whole, parts), evidence: r.evidence };
}

/** A row as threshold choice sees it: its gold, the rules' reading and the heads' scores. */
export function devRowOf(h: Heads, text: string, source: string, gold: Gold): DevRow {
  const r = readingOf(text);
  return {
    source,
    gold,
    rules: r.level,
    floor: r.floor,
    ...scoresOf(h, r),
  };
}
