// Language identification and coverage: the script decides where it can, hints break short ties but never
// override clear text, and a language the layer does not read is never silently "none".
import { describe, expect, it } from 'vitest';
import { classify, detectLanguage, primarySubtag } from '../src/index';

describe('detectLanguage', () => {
  it.each([
    ['Je voudrais réserver une table pour deux personnes ce soir, si possible près de la fenêtre.', 'fr'],
    ['Ayer fuimos al mercado y compramos fruta para toda la semana.', 'es'],
    ['Wir haben am Wochenende einen langen Spaziergang im Wald gemacht.', 'de'],
    ['Вчера мы ходили в театр и смотрели новую постановку.', 'ru'],
    ['זה ספר מעניין מאוד', 'he'],
    ['오늘은 날씨가 좋네요', 'ko'],
    ['今日はいい天気ですね', 'ja'],
    ['今天天气很好', 'zh'],
  ])('%s → %s', (text, lang) => {
    expect(detectLanguage(text, []).language).toBe(lang);
  });

  it.each([
    'I had a nice walk.',
    'I had a long day at work.',
    'thanks for listening',
    "I don't know what to do anymore",
  ])('reads short everyday English as English, whatever franc ranks first: %s', (text) => {
    expect(detectLanguage(text, [])).toEqual({ language: 'en', coverage: 'full' });
    expect(detectLanguage(text, ['es'])).toEqual({ language: 'en', coverage: 'full' });
  });

  it.each([
    ['Leo nimechoka sana na sijui nifanye nini na maisha yangu.', 'sw'],
    ['Bugün çok yorgunum ve hiçbir şey yapmak istemiyorum', 'tr'],
    ['Het is een mooie dag vandaag', 'nl'],
  ])('keeps other Latin-script languages that share a few short words: %s', (text, language) => {
    expect(detectLanguage(text, []).language).toBe(language);
  });

  it('lets a hint decide a short ambiguous message', () => {
    expect(detectLanguage('estou cansado', ['pt-BR']).language).toBe('pt');
    expect(detectLanguage('estoy cansado', ['es']).language).toBe('es');
  });

  it('never lets a hint override clear text', () => {
    const text =
      'Je voudrais réserver une table pour deux personnes ce soir, si possible près de la fenêtre.';
    expect(detectLanguage(text, ['de']).language).toBe('fr');
  });

  it('reads Japanese kanji-only text as Japanese when the hint says so', () => {
    expect(detectLanguage('自殺', ['ja']).language).toBe('ja');
    expect(detectLanguage('自殺', []).language).toBe('zh');
  });

  it('parses BCP 47 tags to their primary subtag', () => {
    expect(primarySubtag('pt-BR')).toBe('pt');
    expect(primarySubtag('zh_Hant_TW')).toBe('zh');
    expect(primarySubtag('not a tag')).toBeNull();
  });
});

describe('coverage', () => {
  it('marks a language the layer does not read', () => {
    const v = classify('Bugün hava çok güzel, parka gidelim mi?');
    expect(v.coverage).toBe('none');
    expect(v.language).toBe('tr');
    expect(v.level).toBe('none');
    expect(v.cues).toContain('lang.uncovered');
  });

  it('errs towards resources for risk-shaped evidence in an unread language', () => {
    const emoji = classify('ฉันไม่อยากอยู่แล้ว 🔪');
    expect(emoji.coverage).toBe('none');
    expect(emoji.level).toBe('elevated');
    const counted = classify('Bu gece 23:00 de 40 tane hap alacağım');
    expect(counted.coverage).toBe('none');
    expect(counted.level).toBe('elevated');
  });

  it('keeps a count alone in an unread language at low', () => {
    const v = classify('Marketten 3 tane elma aldım');
    expect(v.coverage).toBe('none');
    expect(v.level).toBe('low');
  });

  it('reads emoji-only messages as covered with an undetermined language', () => {
    const v = classify('🙂🙂');
    expect(v.language).toBe('und');
    expect(v.coverage).toBe('full');
  });
});
