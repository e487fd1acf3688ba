// The vetted replies in every language besides English, checked line by line against the rules of the
// English set as far as code can read them: no digits, none of the language's method, death, promise or
// diagnosis words, at most one question, a spoken length, a trusted person and a crisis line in every text,
// the emergency number in crisis and harm texts, a step away in threat texts; and the routing by language.
import type { SafetyVerdict } from '@solace/safety';
import { describe, expect, it } from 'vitest';
import { writeLocalReply } from '../src/local-writer';
import { pickVetted, VETTED_REPLIES, type VettedGroup } from '../src/vetted';
import { TRANSLATED_VETTED_REPLIES, VETTED_LANGUAGES, vettedLanguage } from '../src/vetted-languages';

interface LanguageRules {
  trusted: RegExp;
  crisisLine: RegExp;
  emergency: RegExp;
  stepAway: RegExp;
  /** Methods and means, death and killing, promises, diagnoses: none may appear. */
  forbidden: RegExp;
}

// Written by hand for each language from the English lists in vetted.test.ts and check-reply.ts.
const RULES: Record<string, LanguageRules> = {
  es: {
    trusted: /alguien de confianza/,
    crisisLine: /línea de crisis/,
    emergency: /emergencias/,
    stepAway: /aléjate|distancia/,
    forbidden:
      /suicid|matar|morir|muert|pastill|cuchill|pistol|arma|cuerda|saltar|veneno|sobredosis|método|prometo|confidencial|depresi|diagn/i,
  },
  pt: {
    trusted: /alguém de confiança/,
    crisisLine: /linha de apoio em crise/,
    emergency: /número de emergência/,
    stepAway: /afaste-se|distância/,
    forbidden:
      /suicíd|matar|morrer|mort|comprimid|pílula|faca|arma|corda|pular|veneno|overdose|método|prometo|confidencial|depress|diagn/i,
  },
  fr: {
    trusted: /personne de confiance/,
    crisisLine: /ligne d'écoute de crise/,
    emergency: /numéro d'urgence/,
    stepAway: /éloignez-vous|distance/,
    forbidden:
      /suicid|tuer|mourir|mort|médicament|comprimé|couteau|arme|corde|sauter|poison|surdose|méthode|promets|promesse|confidentiel|dépress|diagnos/i,
  },
  de: {
    trusted: /dem du vertraust/,
    crisisLine: /Krisentelefon/,
    emergency: /Notrufnummer/,
    stepAway: /geh .*weg|Abstand/,
    forbidden:
      /suizid|selbstmord|töten|sterben|\btod|tablette|messer|waffe|seil|springen|gift|überdosis|methode|verspreche|vertraulich|depress|diagnos/i,
  },
  it: {
    trusted: /persona di fiducia/,
    crisisLine: /linea di ascolto per le crisi/,
    emergency: /numero di emergenza/,
    stepAway: /allontanati|distanza/,
    forbidden:
      /suicid|uccider|morire|mort|pillol|coltell|pistol|arma|corda|saltare|veleno|overdose|metodo|prometto|riservat|depress|diagnos/i,
  },
  nl: {
    trusted: /iemand die je vertrouwt/,
    crisisLine: /crisislijn/,
    emergency: /alarmnummer/,
    stepAway: /ga .*weg|afstand/,
    forbidden:
      /zelfmoord|suïcid|doden|sterven|dood|pil|mes\b|wapen|touw|springen|gif|overdosis|methode|beloof|vertrouwelijk|depress|diagnos/i,
  },
  pl: {
    trusted: /komu ufasz/,
    crisisLine: /telefon[a-ząćęłńóśźż]* kryzysow/,
    emergency: /numer alarmowy/,
    stepAway: /odejdź|dystans/,
    forbidden:
      /samobój|zabi|umrzeć|śmier|tablet|nóż|noż|broń|sznur|skoczyć|trucizn|przedawk|metod|obiecuję|poufn|depres|diagno/i,
  },
  ru: {
    trusted: /которому доверяете/,
    crisisLine: /телефон[а-яё]* доверия/,
    emergency: /экстренной помощи/,
    stepAway: /отойдите|дистанц/,
    forbidden:
      /суицид|самоубийств|убить|умереть|смерт|таблет|нож|оружи|верёвк|веревк|прыгн|яд\b|передоз|способ|обещаю|конфиденц|депресс|диагноз/i,
  },
  ar: {
    trusted: /شخص تثق به|شخصاً تثق به/,
    crisisLine: /خط مساعدة للأزمات/,
    emergency: /رقم الطوارئ|برقم الطوارئ/,
    stepAway: /ابتعد|مسافة/,
    forbidden: /انتحار|قتل|الموت|يموت|حبوب|أقراص|سكين|مسدس|سلاح|حبل|قفز|سم |جرعة|طريقة|أعدك|سري|اكتئاب|تشخيص/,
  },
  he: {
    trusted: /אדם שסומכים עליו/,
    crisisLine: /קו סיוע למצבי משבר/,
    emergency: /מספר החירום/,
    stepAway: /להתרחק|מרחק/,
    forbidden: /התאבד|להרוג|למות|מוות|כדורים|סכין|אקדח|נשק|חבל|לקפוץ|רעל|מנת יתר|שיטה|מבטיח|סודי|דיכאון|אבחנ/,
  },
  hi: {
    trusted: /भरोसेमंद व्यक्ति/,
    crisisLine: /संकट हेल्पलाइन/,
    emergency: /आपातकालीन नंबर/,
    stepAway: /हट जाएँ|दूरी/,
    forbidden:
      /आत्महत्या|मरना|मौत|मार डाल|गोली|चाकू|बंदूक|हथियार|रस्सी|फाँसी|फांसी|कूद|ज़हर|जहर|ओवरडोज़|तरीका|वादा|गोपनीय|डिप्रेशन|अवसाद|निदान/,
  },
  zh: {
    trusted: /你信任的人/,
    crisisLine: /心理危机热线/,
    emergency: /紧急电话/,
    stepAway: /离开|距离/,
    forbidden: /自杀|杀|死|药|刀|枪|绳|跳楼|毒|过量|方法|保证|承诺|保密|抑郁|诊断/,
  },
  ja: {
    trusted: /信頼できる人/,
    crisisLine: /こころの相談窓口/,
    emergency: /緊急番号/,
    stepAway: /離れ|距離/,
    forbidden: /自殺|殺|死|薬|刃物|ナイフ|銃|ロープ|飛び降り|毒|過剰|方法|約束|秘密|うつ病|診断/,
  },
  ko: {
    trusted: /믿을 수 있는 사람/,
    crisisLine: /위기 상담 전화/,
    emergency: /긴급 전화번호/,
    stepAway: /떠나|거리를/,
    forbidden: /자살|죽|살해|약|칼|총|밧줄|뛰어내|독|과다|방법|약속|비밀|우울증|진단/,
  },
};

/** Sentences end at . ! ? and their CJK, Arabic and Devanagari forms, with or without a space after. */
const sentences = (text: string) =>
  text.split(/(?<=[.!?。！？؟।])\s*/u).filter((s) => /[\p{L}\p{N}]/u.test(s));
const questions = (text: string) => (text.match(/[?？؟]/gu) ?? []).length;
/** Spoken length: words where words are spaced, characters where they are not (about two per word). */
const spokenLength = (text: string, language: string) =>
  language === 'zh' || language === 'ja'
    ? [...text.replace(/[\s\p{P}]/gu, '')].length / 2
    : text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length;

const GROUPS: readonly VettedGroup[] = [
  'crisis',
  'crisis-harm',
  'acts',
  'thoughts',
  'other',
  'harm',
  'harm-request',
  'distress',
];
const risky = (level: SafetyVerdict['level'], language: string): SafetyVerdict => ({
  level,
  categories: level === 'crisis' ? ['distress', 'self_harm', 'crisis_cue'] : ['distress', 'self_harm'],
  cues: ['test'],
  language,
  coverage: 'full',
});

describe('the vetted replies in every supported language', () => {
  it('covers the fourteen languages, each with every situation, ids unique', () => {
    expect([...VETTED_LANGUAGES].sort()).toEqual(
      ['ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt', 'ru', 'zh'].sort(),
    );
    const ids = new Set([...VETTED_REPLIES, ...TRANSLATED_VETTED_REPLIES].map((r) => r.id));
    expect(ids.size).toBe(VETTED_REPLIES.length + TRANSLATED_VETTED_REPLIES.length);
    for (const language of VETTED_LANGUAGES) {
      const own = TRANSLATED_VETTED_REPLIES.filter((r) => r.language === language);
      expect(own.map((r) => r.group).sort(), language).toEqual([...GROUPS].sort());
      // A request to hurt someone is answered with the language's harm text, which declines it.
      const text = (group: VettedGroup) => own.find((r) => r.group === group)?.text;
      expect(text('harm-request'), language).toBe(text('harm'));
    }
  });

  it.each(TRANSLATED_VETTED_REPLIES.map((r) => [r.id, r] as const))('%s keeps the rules', (_id, reply) => {
    const rules = RULES[reply.language] as LanguageRules;
    const { text } = reply;
    expect(text, 'no digits').not.toMatch(/\p{N}/u);
    expect(text).not.toMatch(rules.forbidden);
    expect(text).not.toMatch(/https?:|@|\*|#|\n/);
    expect(questions(text)).toBeLessThanOrEqual(1);
    expect(sentences(text).length).toBeGreaterThanOrEqual(2);
    expect(sentences(text).length).toBeLessThanOrEqual(4);
    expect(spokenLength(text, reply.language)).toBeLessThanOrEqual(60);
    expect(text).toMatch(rules.trusted);
    expect(text).toMatch(rules.crisisLine);
    if (reply.level === 'crisis' || reply.group === 'harm' || reply.group === 'other')
      expect(text).toMatch(rules.emergency);
    if (reply.group === 'harm' || reply.group === 'crisis-harm') expect(text).toMatch(rules.stepAway);
  });
});

describe('vetted replies by language', () => {
  it.each(VETTED_LANGUAGES)('answers a %s crisis and elevated verdict in that language', (language) => {
    for (const level of ['crisis', 'elevated'] as const) {
      const reply = writeLocalReply({ message: 'x', verdict: risky(level, language), seed: 3 });
      const vetted = TRANSLATED_VETTED_REPLIES.find((r) => r.id === reply.vettedId);
      expect(vetted?.language).toBe(language);
      expect(vetted?.level).toBe(level);
      expect(reply.text).toBe(vetted?.text);
    }
  });

  it('reads a region or script subtag and falls back to English for other languages', () => {
    expect(vettedLanguage('pt-BR')).toBe('pt');
    expect(vettedLanguage('zh-Hant-TW')).toBe('zh');
    expect(vettedLanguage('sw')).toBe('en');
    expect(vettedLanguage('und')).toBe('en');
    expect(vettedLanguage(undefined)).toBe('en');
    for (const language of ['sw', 'fi', 'und', 'en']) {
      const reply = writeLocalReply({ message: 'x', verdict: risky('crisis', language), seed: 1 });
      expect(VETTED_REPLIES.some((r) => r.id === reply.vettedId)).toBe(true);
    }
  });

  it('still answers when the one text of a language was the last reply', () => {
    const first = pickVetted('crisis', 1, [], 'es');
    expect(pickVetted('crisis', 1, [first.text], 'es')).toEqual(first);
  });
});
