// Phenomena that depend on context: idioms, third person, information and fiction, past versus present,
// all caps, emoji, messages split across punctuation, and threats towards other people.
import { describe } from 'vitest';
import { check } from './cases';

describe('idioms that are not risk', () => {
  check([
    ['this commute is killing me', 'none', [], ['idiom.killing_me']],
    ["I'd die for a coffee", 'none', [], ['idiom.x_for']],
    ['how do I kill the process on port 8080', 'none', [], ['idiom.tech']],
    ["I'm dying to see that film", 'none', [], ['idiom.dying_to']],
    ['I could murder a pizza', 'none', [], ['idiom.food']],
    ['killed it at the gym this morning', 'none', [], ['idiom.kill_it']],
    ['my dad is going to kill me when he sees the car', 'none'],
    ['these new boots are killing my feet', 'none'],
    ['lmao im dead 💀', 'none'],
  ]);
});

describe('third person, informational and fictional mentions', () => {
  check([
    [
      'my friend said she wants to kill herself, what do I do',
      'elevated',
      ['distress', 'self_harm'],
      ['context.third_party'],
    ],
    ['my brother keeps cutting himself and i am so scared for him', 'elevated', ['distress']],
    ['what are the risk factors for suicide in older adults', 'none'],
    ['in the film the detective kills himself at the end', 'none'],
    ['my aunt took her own life years ago and I still think of her', 'low', ['distress']],
  ]);
});

describe('past versus present', () => {
  check([
    // A first-person account of self-harm is risk even when it is told as past (floor.elevated).
    ["I used to self-harm, I'm 2 years clean", 'elevated', ['self_harm'], ['context.past', 'floor.elevated']],
    // "cut" alone is too often not self-harm ("used to cut hair") to hold a floor; the model decides.
    ['back in school i used to cut, i am doing fine now', 'low', ['self_harm']],
    ['I used to self harm and I did it again last night', 'elevated', ['self_harm']],
    ['i tried to kill myself last night', 'crisis', ['crisis_cue']],
  ]);
});

describe('all caps, emoji and split messages', () => {
  check([
    ['I WANT TO DIE', 'elevated', ['self_harm'], ['form.all_caps']],
    ['I want to. End it. Tonight.', 'crisis', ['crisis_cue'], ['crisis.timeline.attached']],
    ['i want\nto kill\nmyself', 'elevated', ['self_harm']],
    ['🔪', 'none'],
    ['😭😭', 'low', ['distress']],
    ['💊💊 reminder for grandma', 'none'],
    ['🔪🩸 again', 'elevated', ['self_harm'], ['emoji.risk']],
    ['goodbye everyone 🪦', 'crisis', ['crisis_cue']],
  ]);
});

describe('threats of harm to others', () => {
  check([
    // A threat with a time ("when he gets home") is crisis by the labelling rules (README.md); the rules
    // find it themselves when the time sits with an intended act (cue harm.timed).
    ["I'm going to hurt him when he gets home", 'crisis', ['harmful_statement'], ['harm.timed']],
    ['im gonna hurt him tonight', 'crisis', ['harmful_statement'], ['harm.timed']],
    ["I'm not going to hurt him tonight, I just need to vent", 'none'],
    ['i want to stab my stepdad', 'elevated', ['harmful_statement']],
    ["bringing a knife to school tomorrow, they'll regret it", 'crisis', ['harmful_statement', 'crisis_cue']],
    ["I'm going to kill my sister lol she ate my cereal", 'none'],
  ]);
});

describe('everyday distress and neutral messages', () => {
  check([
    ['so stressed about my deadline', 'low', ['distress']],
    ['feeling a bit lonely this weekend', 'low', ['distress']],
    ['what a lovely sunny day', 'none'],
    ['', 'none'],
  ]);
});
