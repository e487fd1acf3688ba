/**
 * The standard questionnaires, as data: each instrument's published item wording, answer scale, scoring
 * and severity bands, with its source and terms of use. Scoring is the sum of the item answers (WHO-5: the
 * sum times four, a percentage). A band is the first whose range holds the score. The one item that raises
 * crisis resources whatever the total (PHQ-9 item 9) is named here, not in an if-chain elsewhere.
 * The wording is the English original; translations need each instrument's validated version, not ours.
 */

export const INSTRUMENT_IDS = ['phq9', 'gad7', 'who5'] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export interface AnswerOption {
  value: number;
  label: string;
}

export interface Band {
  id: string;
  min: number;
  max: number;
  label: string;
  /** The band in plain words, for the person who answered. */
  description: string;
}

export interface Instrument {
  id: InstrumentId;
  title: string;
  /** What it measures, in a few words. */
  measures: string;
  instructions: string;
  items: readonly string[];
  options: readonly AnswerOption[];
  /** Total = sum of answers × multiplier. */
  multiplier: number;
  max_score: number;
  /** Whether a higher score is worse (PHQ-9, GAD-7) or better (WHO-5). */
  higher_is: 'worse' | 'better';
  bands: readonly Band[];
  /** Item index (0-based) whose answer above 0 raises crisis resources; -1 for none. */
  risk_item: number;
  source: string;
  terms: string;
}

const FREQUENCY: readonly AnswerOption[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

const PHQ_TERMS =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an ' +
  'educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

export const INSTRUMENTS: Readonly<Record<InstrumentId, Instrument>> = {
  phq9: {
    id: 'phq9',
    title: 'PHQ-9',
    measures: 'Depression',
    instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    items: [
      'Little interest or pleasure in doing things',
      'Feeling down, depressed, or hopeless',
      'Trouble falling or staying asleep, or sleeping too much',
      'Feeling tired or having little energy',
      'Poor appetite or overeating',
      'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so ' +
        'fidgety or restless that you have been moving around a lot more than usual',
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    ],
    options: FREQUENCY,
    multiplier: 1,
    max_score: 27,
    higher_is: 'worse',
    bands: [
      {
        id: 'minimal',
        min: 0,
        max: 4,
        label: 'None or minimal',
        description: 'Few or no signs of depression.',
      },
      { id: 'mild', min: 5, max: 9, label: 'Mild', description: 'Some signs of depression.' },
      { id: 'moderate', min: 10, max: 14, label: 'Moderate', description: 'Signs of moderate depression.' },
      {
        id: 'moderately_severe',
        min: 15,
        max: 19,
        label: 'Moderately severe',
        description: 'Signs of moderately severe depression: talking to a professional can help.',
      },
      {
        id: 'severe',
        min: 20,
        max: 27,
        label: 'Severe',
        description: 'Signs of severe depression: please talk to a professional soon.',
      },
    ],
    risk_item: 8,
    source:
      'Kroenke K, Spitzer RL, Williams JB. The PHQ-9: validity of a brief depression severity measure. ' +
      'J Gen Intern Med. 2001;16(9):606-613. https://www.phqscreeners.com/',
    terms: PHQ_TERMS,
  },
  gad7: {
    id: 'gad7',
    title: 'GAD-7',
    measures: 'Anxiety',
    instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
    items: [
      'Feeling nervous, anxious, or on edge',
      'Not being able to stop or control worrying',
      'Worrying too much about different things',
      'Trouble relaxing',
      'Being so restless that it is hard to sit still',
      'Becoming easily annoyed or irritable',
      'Feeling afraid, as if something awful might happen',
    ],
    options: FREQUENCY,
    multiplier: 1,
    max_score: 21,
    higher_is: 'worse',
    bands: [
      { id: 'minimal', min: 0, max: 4, label: 'Minimal', description: 'Few or no signs of anxiety.' },
      { id: 'mild', min: 5, max: 9, label: 'Mild', description: 'Some signs of anxiety.' },
      { id: 'moderate', min: 10, max: 14, label: 'Moderate', description: 'Signs of moderate anxiety.' },
      {
        id: 'severe',
        min: 15,
        max: 21,
        label: 'Severe',
        description: 'Signs of severe anxiety: please talk to a professional soon.',
      },
    ],
    risk_item: -1,
    source:
      'Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety ' +
      'disorder: the GAD-7. Arch Intern Med. 2006;166(10):1092-1097. https://www.phqscreeners.com/',
    terms: PHQ_TERMS,
  },
  who5: {
    id: 'who5',
    title: 'WHO-5 Well-Being Index',
    measures: 'Wellbeing',
    instructions:
      'Please indicate for each of the five statements which is closest to how you have been feeling ' +
      'over the last two weeks.',
    items: [
      'I have felt cheerful and in good spirits',
      'I have felt calm and relaxed',
      'I have felt active and vigorous',
      'I woke up feeling fresh and rested',
      'My daily life has been filled with things that interest me',
    ],
    options: [
      { value: 5, label: 'All of the time' },
      { value: 4, label: 'Most of the time' },
      { value: 3, label: 'More than half of the time' },
      { value: 2, label: 'Less than half of the time' },
      { value: 1, label: 'Some of the time' },
      { value: 0, label: 'At no time' },
    ],
    multiplier: 4,
    max_score: 100,
    higher_is: 'better',
    bands: [
      {
        id: 'very_low',
        min: 0,
        max: 28,
        label: 'Very low wellbeing',
        description: 'Your wellbeing is very low: please talk to a professional about how you feel.',
      },
      {
        id: 'poor',
        min: 29,
        max: 50,
        label: 'Poor wellbeing',
        description: 'Your wellbeing is low: talking to a professional can help.',
      },
      { id: 'good', min: 51, max: 100, label: 'Good wellbeing', description: 'Your wellbeing is good.' },
    ],
    risk_item: -1,
    source:
      'World Health Organization, Regional Office for Europe (1998). Topp CW, Østergaard SD, Søndergaard ' +
      'S, Bech P. The WHO-5 Well-Being Index: a systematic review. Psychother Psychosom. 2015;84:167-176. ' +
      'https://www.psykiatri-regionh.dk/who-5/',
    terms:
      'Free to use without permission or fee, as the Psychiatric Centre North Zealand (which holds the ' +
      'WHO-5) states; the wording may not be changed.',
  },
};

export interface Scored {
  score: number;
  band: Band;
  /** True when the instrument's risk item was answered above 0. */
  riskItem: boolean;
}

/** The total and band of answers already checked against the instrument (count and range). */
export function scoreAnswers(instrument: Instrument, answers: readonly number[]): Scored {
  const score = answers.reduce((sum, a) => sum + a, 0) * instrument.multiplier;
  const band = instrument.bands.find((b) => score >= b.min && score <= b.max);
  // The bands cover 0..max_score without gaps (a unit test walks every score), so this cannot happen.
  if (band === undefined) throw new Error(`${instrument.id}: no band for ${score}`);
  const risk = instrument.risk_item >= 0 ? (answers[instrument.risk_item] ?? 0) > 0 : false;
  return { score, band, riskItem: risk };
}

/** A rise of this many points since the last PHQ-9 is flagged (a clinically meaningful change). */
export const PHQ9_RISE_POINTS = 5;
/** A check-in is due this long after the last of its kind. */
export const DUE_AFTER_DAYS = 14;
