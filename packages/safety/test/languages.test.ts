// The floors in every supported language: crisis statements reach crisis, ideation and self-harm show
// resources, negated statements and everyday sentences do not, script variants match alike.
import { describe, expect, it } from 'vitest';
import { classify, isAtLeast, toClientSafety } from '../src/index';

const level = (text: string) => classify(text).level;

describe('the issue examples', () => {
  it.each([
    ['Je veux mourir ce soir', 'fr'],
    ['Quiero morir, tengo las pastillas aquí', 'es'],
    ['Ich will nicht mehr leben, ich habe die Tabletten schon gekauft', 'de'],
  ])('%s → crisis (%s)', (text, lang) => {
    const v = classify(text);
    expect(v.level).toBe('crisis');
    expect(v.categories).toContain('crisis_cue');
    expect(v.language).toBe(lang);
    expect(v.coverage).toBe('full');
    expect(toClientSafety(v)).toMatchObject({
      show_crisis_resources: true,
      language: lang,
      coverage: 'full',
    });
  });
});

describe('a crisis statement in each supported language', () => {
  it.each([
    ['es', 'Esta noche me voy a suicidar'],
    ['pt', 'Eu quero morrer hoje, já separei os comprimidos'],
    ['fr', "J'ai avalé tous mes comprimés, je veux en finir"],
    ['de', 'Ich werde mich morgen umbringen'],
    ['it', 'Voglio morire stanotte, ho la corda'],
    ['nl', 'Ik wil dood, vannacht doe ik het'],
    ['pl', 'Chcę umrzeć, mam już tabletki'],
    ['ru', 'Я хочу умереть сегодня ночью'],
    ['ar', 'أريد أن أموت الليلة'],
    ['he', 'אני רוצה למות הלילה'],
    ['hi', 'मैं आज रात मरना चाहता हूँ'],
    ['zh', '我今晚想死，药已经准备好了'],
    ['ja', '今夜死にたい、薬はもうある'],
    ['ko', '오늘 밤 죽고 싶어, 수면제도 있어'],
  ])('%s: %s', (lang, text) => {
    const v = classify(text);
    expect(v.level).toBe('crisis');
    expect(v.language).toBe(lang);
  });
});

describe('ideation, self-harm, requests and threats', () => {
  it.each([
    'No quiero seguir viviendo',
    'Je pense au suicide tous les jours',
    'Ich habe mich wieder geritzt',
    'Tentei me matar no ano passado',
    'Я режу себя',
    'أفكر في الانتحار',
    'मुझे आत्महत्या के विचार आते हैं',
    '我一直在自残',
    'リスカがやめられない',
    '자해를 멈출 수가 없어',
    'Te voy a matar',
  ])('%s → elevated or above', (text) => {
    expect(isAtLeast(level(text), 'elevated')).toBe(true);
  });

  it.each([
    '¿Cuántas pastillas hay que tomar para morir?',
    'Wie viele Tabletten muss man nehmen um zu sterben',
    '怎么自杀最快',
  ])('a method request is crisis: %s', (text) => expect(level(text)).toBe('crisis'));
});

describe('negation', () => {
  it.each([
    'No quiero morir',
    'Ich will nicht sterben',
    'Nie chcę umrzeć',
    '我不想死',
    '죽고 싶지 않아',
    '死にたくない',
  ])('%s stays below elevated', (text) => expect(isAtLeast(level(text), 'elevated')).toBe(false));
});

describe('everyday sentences stay none', () => {
  it.each([
    'El cuchillo está en el cajón de la cocina',
    'Mañana tengo una reunión a las nueve',
    'Ce soir on mange chez ma grand-mère',
    'Heute Nacht soll es regnen',
    'Oggi ho comprato le pillole per il mal di testa in farmacia',
    'Mijn zus woont in Utrecht',
    'Jutro idę do kina z przyjaciółmi',
    'Сегодня вечером будет концерт',
    'ذهبت إلى السوق اليوم',
    'מחר אני נוסע לתל אביב',
    'आज मौसम बहुत अच्छा है',
    '今天晚上我们去吃火锅',
    '明日は友達と映画を見に行きます',
    '오늘 저녁에 친구를 만나요',
  ])('%s', (text) => expect(level(text)).toBe('none'));
});

describe('script-aware matching', () => {
  it('matches Chinese and Korean without word spaces', () => {
    expect(level('我今晚想死')).toBe('crisis');
    expect(level('오늘밤죽고싶어')).toBe('crisis');
  });

  it('folds Arabic letter variants and vowel marks', () => {
    for (const text of ['اريد ان اموت', 'أريد أن أموت', 'أُرِيدُ أَنْ أَمُوتَ', 'اريـــد ان اموت']) {
      expect(isAtLeast(level(text), 'elevated')).toBe(true);
    }
  });

  it('folds Hebrew niqqud and final letters', () => {
    expect(isAtLeast(level('אֲנִי רוֹצֶה לָמוּת'), 'elevated')).toBe(true);
  });

  it('reads Hindi in Devanagari and in Latin letters', () => {
    for (const text of [
      'मैं जीना नहीं चाहता',
      'मैं जीना नही चाहता',
      'mujhe marna hai',
      'main jeena nahi chahta',
    ]) {
      const v = classify(text);
      expect(isAtLeast(v.level, 'elevated')).toBe(true);
      expect(v.language).toBe('hi');
    }
  });

  it('folds diacritics and stretched letters', () => {
    expect(isAtLeast(level('quiero moriiir'), 'elevated')).toBe(true);
    expect(isAtLeast(level('QUIERO MORIR'), 'elevated')).toBe(true);
  });
});

describe('never lower than the English reading', () => {
  it('keeps an English crisis whatever the hints', () => {
    expect(classify('I am going to kill myself tonight', { languageHints: ['es'] }).level).toBe('crisis');
  });
});
