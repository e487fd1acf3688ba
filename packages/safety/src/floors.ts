// The floors: the lowest level a verdict may have whatever the learned model says, because the rules'
// guards (negation, someone else, past tense, a topic question, a joke, an idiom) have already decided
// the evidence is about the writer, now. One row per cue: the level it holds, when it holds, and why.
// `when: 'always'` holds on the cue alone; 'rules-crisis' / 'rules-elevated' need the rules' own reading
// (rules.ts) to have reached that level too, for cues that can fire beside a guard that lowered the
// reading (a plan cue in a message whose self-harm words were negated). combine.ts applies the floor.
import { CUE, type CueId, pastOf } from './cues';
import { LEVEL_RANK, type SafetyLevel } from './types';

export interface Floor {
  cues: readonly string[];
  level: 'elevated' | 'crisis';
  when: 'always' | 'rules-crisis' | 'rules-elevated';
  why: string;
}

const withPast = (...ids: CueId[]) => ids.flatMap((id) => [id, pastOf(id)]);

export const FLOORS: readonly Floor[] = [
  {
    cues: [CUE.methodRequest],
    level: 'crisis',
    when: 'always',
    why: 'a request for a method, means, dose or place of self-harm, whatever its framing',
  },
  {
    cues: [CUE.emergency],
    level: 'crisis',
    when: 'always',
    why: 'a plea for emergency help now ("somebody call an ambulance"): resources are shown at once',
  },
  {
    cues: [CUE.harmRequestArmed],
    level: 'crisis',
    when: 'always',
    why: 'a request or intent to hurt a named person with a weapon, poison or a time',
  },
  {
    cues: [CUE.intentAct, CUE.timelineAttached],
    level: 'crisis',
    when: 'rules-crisis',
    why: 'a stated intent to end one\'s life, whatever its condition ("once the kids are grown I will…")',
  },
  {
    cues: [CUE.plan, CUE.planAndMeans],
    level: 'crisis',
    when: 'rules-crisis',
    why: 'a plan for self-harm',
  },
  {
    cues: [CUE.strongMeans, CUE.goodbyeMeans],
    level: 'crisis',
    when: 'rules-crisis',
    why: "means at hand (a loaded gun on one's lap, a rope tied, pills lined up), or goodbyes beside means",
  },
  {
    cues: [CUE.attempt, CUE.givingAway],
    level: 'crisis',
    when: 'rules-crisis',
    why: 'an attempt in progress or just made; giving things away with a goodbye or a plan',
  },
  {
    cues: [CUE.harmTimed, CUE.harmWeaponToPlace, CUE.harmArmedWait],
    level: 'crisis',
    when: 'rules-crisis',
    why: 'a threat to someone with a time or a weapon',
  },
  {
    cues: withPast(CUE.selfHarmAct, CUE.selfHarmSelf, CUE.selfHarmSlang),
    level: 'elevated',
    when: 'always',
    why: 'a first-person account of self-harm, past or present, even when calm',
  },
  {
    cues: [CUE.harmRequest],
    level: 'elevated',
    when: 'always',
    why: 'a request to hurt, threaten, intimidate, stalk or attack a person',
  },
  {
    cues: [CUE.harmThreat],
    level: 'elevated',
    when: 'rules-elevated',
    why: 'a threat or wish to hurt someone',
  },
];

/** The floor of a rules reading: the highest level of a row whose cue fired and whose condition holds. */
export function floorOf(cues: ReadonlySet<string>, rulesLevel: SafetyLevel): SafetyLevel {
  let floor: SafetyLevel = 'none';
  for (const row of FLOORS) {
    if (LEVEL_RANK[row.level] <= LEVEL_RANK[floor] || !row.cues.some((c) => cues.has(c))) continue;
    const needs =
      row.when === 'rules-crisis' ? 'crisis' : row.when === 'rules-elevated' ? 'elevated' : 'none';
    if (LEVEL_RANK[rulesLevel] >= LEVEL_RANK[needs]) floor = row.level;
  }
  return floor;
}
