// Theme detection and echo extraction: representative messages get the bank a person would expect, and
// only allowlisted, harmless phrases are ever mirrored back.
import { classify } from '@solace/safety';
import { describe, expect, it } from 'vitest';
import { BANKS, ECHO_SLOT, MEDICAL_REFERRAL, RELATIONSHIP_SAFETY } from '../src/banks/index';
import { checkReply } from '../src/check-reply';
import { findEcho } from '../src/echo';
import { writeLocalReply } from '../src/local-writer';
import { splitSentences } from '../src/text';
import { detectTheme, themeForReply } from '../src/theme-detect';
import { NONE, THEMED } from './fixtures';

/** True when `sentence` is one of the theme's reflections, with any echo phrase filled in. */
function isReflectionOf(theme: keyof typeof BANKS, sentence: string): boolean {
  const bank = BANKS[theme];
  if (bank.reflect.includes(sentence)) return true;
  return bank.reflectEcho.some((template) => {
    const [before = '', after = ''] = template.split(ECHO_SLOT);
    return sentence.startsWith(before) && sentence.endsWith(after);
  });
}

describe('detectTheme', () => {
  it.each(THEMED)('reads %s in "%s"', (theme, message) => {
    expect(detectTheme(message)).toBe(theme);
  });

  it('weighs what comes after "but" more', () => {
    expect(detectTheme("I passed my exams but I'm still anxious about everything")).toBe('anxiety');
    expect(detectTheme("I'm happy with my grades but work is stressing me out")).toBe('work');
  });

  it('treats negated good news as low mood', () => {
    expect(detectTheme("I'm not happy with how things are")).toBe('low_mood');
    expect(detectTheme('I am never excited about anything anymore')).toBe('low_mood');
  });

  it('lets greetings and service questions win only when nothing else is there', () => {
    expect(detectTheme("hi, I'm so stressed about my job")).toBe('work');
    expect(detectTheme('Are you a real person? I feel so lonely')).toBe('loneliness');
    expect(detectTheme('hey are you a bot')).toBe('service');
  });

  it('does not read idioms and ordinary words as feelings', () => {
    expect(detectTheme("I'm going down to the shop")).toBe('general');
    expect(detectTheme('The battery is low')).toBe('general');
    expect(detectTheme("I'll call you later")).toBe('general');
    expect(detectTheme('I literally died laughing')).toBe('general');
    expect(detectTheme('does the app even work on my phone')).toBe('general');
    expect(detectTheme("don't worry about me, I'm fine")).toBe('general');
  });

  it('swaps a cheerful theme for a heavier one when the classifier saw distress', () => {
    expect(themeForReply('thanks, but honestly I feel really down', true)).toBe('low_mood');
    expect(themeForReply('hi', true)).toBe('general');
    expect(themeForReply('hi', false)).toBe('greeting');
    expect(themeForReply('I had pasta for dinner', false)).toBe('casual');
    expect(themeForReply('I had pasta for dinner', true)).toBe('general');
  });
});

describe('replies follow the theme', () => {
  it.each(THEMED)('opens a %s reply with a fitting reflection for "%s"', (theme, message) => {
    // With nothing wrong and no theme found, everyday chat gets the casual bank.
    const bank = theme === 'general' ? 'casual' : theme;
    for (let seed = 0; seed < 10; seed++) {
      const reply = writeLocalReply({ message, verdict: NONE, seed });
      const first = splitSentences(reply.text)[0] ?? '';
      expect(isReflectionOf(bank, first), `${message} #${seed}: ${reply.text}`).toBe(true);
    }
  });
});

describe('questions about medicines', () => {
  it('always get the referral instead of an answer', () => {
    for (const message of ['how many ibuprofen can I take for a headache', 'Should I up my meds dose?']) {
      for (let seed = 0; seed < 10; seed++) {
        const { text } = writeLocalReply({ message, verdict: NONE, seed });
        expect(text).toContain(MEDICAL_REFERRAL);
        expect(text).not.toMatch(/ibuprofen|meds|dose/i);
      }
    }
  });
});

describe('controlling or abusive relationships', () => {
  it('always get a reply that names their safety, through the safety layer as the API calls it', () => {
    const message = "My husband checks my phone and won't let me see my friends.";
    const verdict = classify(message);
    expect(verdict.level).toBe('low');
    expect(verdict.cues).toContain('distress.control');
    for (let seed = 0; seed < 10; seed++) {
      const reply = writeLocalReply({ message, verdict, seed });
      expect(reply.source).toBe('local');
      expect(reply.text).toContain(RELATIONSHIP_SAFETY);
      expect(checkReply(reply.text).ok).toBe(true);
    }
  });
});

describe('findEcho', () => {
  it('mirrors a short allowlisted phrase in the second person', () => {
    expect(findEcho('My boss yelled at me again', 'work')).toBe('your boss');
    expect(findEcho('Our new manager is impossible', 'work')).toBe('your new manager');
    expect(findEcho('I miss my grandma so much', 'grief')).toBe('your grandma');
    expect(findEcho('my final exams start Monday', 'school')).toBe('your final exams');
  });

  it('echoes nothing that is not on the allowlist for the theme', () => {
    expect(findEcho('My boss yelled at me again', 'grief')).toBeNull();
    expect(findEcho('my stupid idiot neighbour', 'anger')).toBeNull();
    expect(findEcho('my knife collection', 'work')).toBeNull();
    expect(findEcho('I hate everyone', 'anger')).toBeNull();
  });

  it('never lets harmful wording from the message into the reply', () => {
    const message = 'My boss is a monster and I want to smash his stupid car with a hammer';
    for (let seed = 0; seed < 30; seed++) {
      const { text } = writeLocalReply({ message, verdict: NONE, seed });
      expect(text).not.toMatch(/\b(?:monster|smash|stupid|car|hammer)\b/i);
    }
  });
});
