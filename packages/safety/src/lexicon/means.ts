// Means of self-harm and of harm to others, as data: weapons by type, make and calibre; medicines by
// generic, brand and street name; poisons; ligatures; heights; vehicles and trains. Each group names
// where its words are attested (a public reference page, or a row of the real-text pack's TRAIN split).
// The rules read it through `meansWords(...)` (crisis.ts, concept-context.ts, imminence.ts,
// method-request.ts), and normalise.ts folds firearm makes and calibres (".38", "glock", "ar-15") into
// the word "gun" with the cue `means.firearm`, so every rule that knows a gun knows them.
// Words that are everyday in other senses ("bars", "belt", "colt", "taurus", "strap") are left out.

export type MeansKind =
  | 'firearm'
  | 'blade'
  | 'medicine'
  | 'poison'
  | 'ligature'
  | 'height'
  | 'vehicle'
  | 'train';

export interface MeansGroup {
  kind: MeansKind;
  /** Normalised words or phrases (lower case, no punctuation). */
  words: readonly string[];
  source: string;
}

export const MEANS_GROUPS: readonly MeansGroup[] = [
  {
    kind: 'firearm',
    words: ['gun', 'guns', 'handgun', 'pistol', 'revolver', 'rifle', 'shotgun', 'firearm', 'firearms'],
    source:
      'Wikipedia "Firearm"; pack train rows twitter-suicidal-intention-697 (shotgun), sdcnl-1531 (revolver)',
  },
  {
    kind: 'blade',
    words: [
      'razor',
      'razors',
      'razor blade',
      'razor blades',
      'blade',
      'blades',
      'knife',
      'knives',
      'box cutter',
      'boxcutter',
      'stanley knife',
      'scalpel',
    ],
    source: 'pack train rows twitter-suicidal-intention-406, -806 (razor blades)',
  },
  {
    kind: 'medicine',
    words: [
      'pills',
      'tablets',
      'meds',
      'medication',
      'medications',
      'sleeping pills',
      'sleeping tablets',
      'painkillers',
      'antidepressants',
      'insulin',
      'paracetamol',
      'acetaminophen',
      'tylenol',
      'panadol',
      'ibuprofen',
      'advil',
      'nurofen',
      'aspirin',
      'diphenhydramine',
      'benadryl',
      'zolpidem',
      'ambien',
      'alprazolam',
      'xanax',
      'xans',
      'diazepam',
      'valium',
      'clonazepam',
      'klonopin',
      'lorazepam',
      'ativan',
      'benzos',
      'quetiapine',
      'seroquel',
      'sertraline',
      'zoloft',
      'fluoxetine',
      'prozac',
      'escitalopram',
      'lexapro',
      'amitriptyline',
      'lithium',
      'oxycodone',
      'oxycontin',
      'oxy',
      'oxys',
      'percocet',
      'percs',
      'hydrocodone',
      'vicodin',
      'norco',
      'tramadol',
      'codeine',
      'morphine',
      'fentanyl',
      'heroin',
      'methadone',
    ],
    source:
      'NHS "Medicines A to Z" and Wikipedia drug pages (generic and brand names); DEA "Slang Terms and Code Words" (DEA-HOU-DIR-022-18, 2018) for xans, percs, oxys, benzos; pack train rows twitter-suicidal-intention-173 (xanax), -1752 (oxycodone), sdcnl-1421 (benadryl)',
  },
  {
    kind: 'poison',
    words: ['bleach', 'antifreeze', 'rat poison', 'weedkiller', 'pesticide', 'cyanide', 'carbon monoxide'],
    source: 'NHS "Poisoning"; Wikipedia "Suicide methods"',
  },
  {
    kind: 'ligature',
    words: ['rope', 'noose', 'ligature', 'extension cord'],
    source: 'pack train rows twitter-suicidal-intention-8, -559 (noose)',
  },
  {
    kind: 'height',
    words: [
      'bridge',
      'overpass',
      'roof',
      'rooftop',
      'cliff',
      'ledge',
      'balcony',
      'parking garage',
      'car park',
      'tower block',
    ],
    source:
      'Wikipedia "Suicide methods" (jumping); pack train rows twitter-suicidal-intention-153 (bridge), sdcnl-1274 (overpass)',
  },
  {
    kind: 'vehicle',
    words: ['oncoming traffic', 'traffic', 'truck', 'lorry'],
    source: 'Wikipedia "Suicide methods"',
  },
  {
    kind: 'train',
    words: ['train', 'trains', 'tracks', 'train tracks', 'railway', 'railway line', 'subway', 'metro'],
    source: 'pack train rows twitter-suicidal-intention-236 (train tracks), -631 (in front of a train)',
  },
];

/** Firearm makes, models and calibres, folded into "gun" by normalise.ts (matched on the lower-cased
 * text before punctuation is dropped, so ".38" is still a calibre and not the age 38). */
export const FIREARM_FOLDS: { re: RegExp; source: string } = {
  re: new RegExp(
    [
      String.raw`(?<![\w.])\.(?:22|25|32|38|357|380|40|44|45|50)(?:\s*(?:special|magnum|acp|auto|cal(?:iber|ibre)?|revolver|pistol|handgun))?(?![\w.])`,
      String.raw`\b(?:22|38|357|44|45)\s*(?:special|magnum|acp|cal(?:iber|ibre)?)\b`,
      String.raw`\b(?:9|10)\s?mm\b(?:\s*(?:pistol|handgun))?`,
      String.raw`\b(?:12|16|20)[\s-]gauge\b(?:\s*shotgun)?`,
      String.raw`\b(?:ar|ak|m|sks)[\s-]?(?:15|47|16|74)\b`,
      String.raw`\b(?:glock|beretta|smith (?:and|&) wesson|sig sauer|ruger|remington|mossberg|kimber|winchester|browning|springfield xd)(?:\s*[0-9]{1,3})?\b`,
    ].join('|'),
    'g',
  ),
  source:
    'Wikipedia ".38 Special", "9×19mm Parabellum", "Glock", "AR-15 style rifle", "AK-47"; pack train rows sdcnl-1126 (9mm), twitter-suicidal-intention-2324 (glock 32)',
};

/** The words of the given kinds, longest first (so a phrase wins over its first word in an alternation). */
export function meansWords(...kinds: MeansKind[]): string[] {
  return MEANS_GROUPS.filter((g) => kinds.includes(g.kind))
    .flatMap((g) => g.words)
    .sort((a, b) => b.length - a.length);
}

/** A regex alternation (non-capturing) of the given kinds' words. */
export const meansAlt = (...kinds: MeansKind[]) => `(?:${meansWords(...kinds).join('|')})`;
