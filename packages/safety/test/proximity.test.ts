// The concept-proximity layer (src/proximity.ts). Every risk sentence is paired with a harmless twin
// built from the same words, so each test shows both that the layer fires and which guard keeps it
// quiet. None of these sentences is in the corpus. These test the rule layer itself (cases.ts).
import { describe } from 'vitest';
import { check } from './cases';

describe('proximity: SELF near DEATH near a wish, in any order and across clause breaks', () => {
  check([
    [
      'lately i keep wishing i could just stop existing',
      'elevated',
      ['self_harm'],
      ['proximity.self+death+desire'],
    ],
    ['lately i keep wishing i could just stop procrastinating', 'none'],
    ['i want. to stop. existing.', 'elevated', ['self_harm'], ['proximity.self+death+desire']],
    ['i want to stop. the noise. honestly.', 'none'],
  ]);
});

describe('proximity: a negated life word is death, unless it is about the hour', () => {
  check([
    [
      'honestly not planning on waking up after tonight',
      'crisis',
      ['crisis_cue'],
      ['proximity.self+death+intent'],
    ],
    ['honestly not planning on waking up before noon tomorrow', 'none'],
  ]);
});

describe('proximity: the act with intent and a time is crisis; the idiom is masked first', () => {
  check([
    ["i'm going to overdose tonight", 'crisis', ['crisis_cue'], ['proximity.self+act+intent']],
    ["i'm going to kill it at the audition tonight", 'none'],
  ]);
});

describe('proximity: imminence without any self-harm word (plan, means, finality, attempt)', () => {
  check([
    [
      "i've made my decision and the pills are counted out",
      'crisis',
      ['crisis_cue'],
      ['proximity.imminence'],
    ],
    ["i've made my decision and the boxes are counted out", 'none'],
    ['took 25 of my antidepressants about an hour ago', 'crisis', ['crisis_cue'], ['proximity.attempt.took']],
    ['took 2 of my antihistamines about an hour ago', 'none'],
  ]);
});

describe('proximity: erasing oneself from the future', () => {
  check([
    ["you won't have to deal with me after tonight", 'crisis', ['crisis_cue'], ['proximity.erasure']],
    ["you won't have to deal with the landlord after tonight", 'none'],
    ['if you are reading this i am already gone', 'crisis', ['crisis_cue'], ['proximity.erasure']],
    ['if you are reading this i am already at the airport', 'none'],
  ]);
});

describe('proximity: hopelessness and threats to others', () => {
  check([
    ["they'd all be happier without me honestly", 'elevated', ['self_harm'], ['proximity.hopeless']],
    ["they'd all be happier without the noise honestly", 'none'],
    [
      'i want to stab the guy who hurt my sister',
      'elevated',
      ['harmful_statement'],
      ['proximity.harm_others'],
    ],
    ['i want to thank the guy who helped my sister', 'none'],
  ]);
});

describe('proximity: guards (negation, fiction, past) keep the same concepts down', () => {
  check([
    ['i want to stop existing', 'elevated', ['self_harm'], ['proximity.self+death+desire']],
    ['the narrator wants to stop existing in chapter three', 'none'],
    ['years ago i used to want to stop existing, now i am happy', 'low'],
    ["i'm not going to overdose, i just needed to say how bad it got", 'low'],
  ]);
});
