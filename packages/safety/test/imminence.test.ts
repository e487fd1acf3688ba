// Phenomenon tests for the mechanisms added for indirect crisis (imminence.ts, lexicon/imminence.ts) and
// the passive-ideation families. New sentences, not copies of any corpus line; each crisis case is paired
// with a benign sentence using the same trigger words, which must stay below elevated.
// These test the rule layer itself (cases.ts); what clients get is tested in classify.test.ts.
import { describe } from 'vitest';
import { check } from './cases';

describe('high places: crisis with an edge signal, benign with a reason', () => {
  check([
    ['up on the multistorey again, looking down at the cars', 'crisis', ['crisis_cue'], ['crisis.location']],
    ['climbing over the barrier on the overpass', 'crisis', ['crisis_cue']],
    ['on the rooftop bar for sunset drinks with work', 'none'],
  ]);
});

describe('means acquired, hoarded or held with a purpose', () => {
  check([
    [
      'picked up a noose from a website, it got delivered',
      'crisis',
      ['crisis_cue'],
      ['crisis.means.acquired'],
    ],
    [
      'i have been squirrelling away my lithium for weeks',
      'crisis',
      ['crisis_cue'],
      ['crisis.means.stockpile'],
    ],
    ['bought a rope for sailing lessons', 'none'],
  ]);
});

describe('attempts told by their object, wounds, poison', () => {
  check([
    ['swallowed the lot. sorry', 'crisis', ['crisis_cue'], ['crisis.attempt.object']],
    ['drank some antifreeze a while ago', 'crisis', ['crisis_cue']],
    ['my leg cut is really deep and i feel faint', 'crisis', ['crisis_cue']],
    ['took all of them to the cinema for her birthday', 'none'],
  ]);
});

describe('final words, settled affairs, decisions, countdowns', () => {
  check([
    ['by the time anybody reads this i will be dead', 'crisis', ['crisis_cue'], ['crisis.finality']],
    ['signing off forever, take care', 'crisis', ['crisis_cue']],
    ['wrote letters to all my friends and told them i was moving away', 'crisis', ['crisis_cue']],
    ['picked the date. it will be quiet', 'crisis', ['crisis_cue'], ['crisis.decision']],
    ['made up my mind, i am getting the red car', 'none'],
    ['picked the date for the reunion, august 3rd', 'none'],
    ['rehomed my fish with a neighbour because of the move', 'none'],
  ]);
});

describe('intent frames over euphemisms and a time', () => {
  check([
    ['cannot wait to be gone for good', 'crisis', ['crisis_cue']],
    ['going to do it tomorrow morning while the flat is empty', 'crisis', ['crisis_cue'], ['crisis.do_it']],
    ['going to do it tonight, the essay is due friday', 'none'],
    ['i am going to crash my car on the way home tonight', 'crisis', ['crisis_cue']],
  ]);
});

describe('passive ideation families (elevated, not crisis)', () => {
  check([
    ['i hope the ferry sinks with me on it', 'none'],
    ['sometimes i wish a bus would just hit me', 'elevated', ['self_harm']],
    ['i would not mind if i died in a crash', 'elevated', ['self_harm']],
    ["i can't picture myself alive at 25", 'elevated', ['self_harm']],
    ['the idea of dying sounds peaceful', 'elevated', ['self_harm']],
    ['i keep thinking about stepping off the kerb into traffic', 'elevated', ['self_harm']],
    ['banging my head against the wall till it bruises', 'elevated', ['self_harm']],
  ]);
});

describe('figurative distress stays low or none', () => {
  check([
    ['drowning in paperwork this week', 'none'],
    ['my headphones are falling apart', 'none'],
    ['i am so broken and i do not know how to keep going', 'elevated'],
    ['there was a suicide attempt on the line so the train was late', 'none'],
  ]);
});
