// A message as the lab scores it: the rules' reading and the model's features, computed once per text and
// shared by training, threshold choice and the leave-one-source-out folds (the rules are the slow part).
import { featuresOf, type RulesReading, rulesOf, type SparseVec } from '@solace/safety/model';
import type { DevRow } from './choose';
import type { Gold } from './gold';
import { FEATURES, type Heads, scoreVec } from './heads';

export interface Reading {
  level: RulesReading['level'];
  floor: RulesReading['floor'];
  cues: readonly string[];
  tokens: number;
  x: SparseVec;
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
    };
    memo.set(text, r);
  }
  return r;
}

/** A row as threshold choice sees it: its gold, the rules' reading and the heads' scores. */
export function devRowOf(h: Heads, text: string, source: string, gold: Gold): DevRow {
  const r = readingOf(text);
  return {
    source,
    gold,
    rules: r.level,
    floor: r.floor,
    tokens: r.tokens,
    ...scoreVec(h, r.x, r.cues),
  };
}
