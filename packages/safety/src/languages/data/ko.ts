// Korean floors, matched without spaces (casual spacing is irregular); negation is a suffix
// (죽고 싶지 않아), read after the phrase. Rendered from the English floors' categories and the WHO
// warning signs. Written without native review: see sources.ts.
import type { LanguageFloors } from '../floors';

export const KO: LanguageFloors = {
  lang: 'ko',
  mode: 'cjk',
  negators: ['안'],
  negSuffixes: ['지않', '진않', '지는않'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; how many pills to die; a painless way to die',
      phrases: ['자살하는방법', '자살방법', '어떻게~자살', '어떻게~죽', '몇알~먹으면~죽', '치사량', '고통없이~죽', '안아프게~죽'],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I will kill myself; I have decided',
      phrases: ['자살할거', '자살할게', '죽을거야', '죽기로했', '죽기로결심', '자살하기로'],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills; I cut my wrist',
      phrases: ['약을다먹었', '약을~전부먹었', '손목을그었'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; my will; goodbye forever',
      phrases: ['마지막메시지', '마지막메세지', '유서', '영원히안녕', '내일이면없을'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I want to disappear; I do not want to live',
      phrases: ['죽고싶', '자살하고싶', '사라지고싶', '살고싶지않', '살기싫', '자살생각', '나없으면~나을', '죽었으면좋겠'],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: ['자해', '손목을긋', '자살시도'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I will kill him/her/you',
      phrases: ['죽여버릴거', '죽여버릴게', '죽일거야', '걔를죽이', '너를죽이'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot any more; so hard; tired',
      phrases: ['더이상못하겠', '너무힘들', '버틸수가없', '지쳤어', '우울해'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, now',
      phrases: ['오늘밤', '오늘', '내일', '지금'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, knife, blade, charcoal, poison, roof',
      phrases: ['수면제', '약', '밧줄', '칼', '면도날', '번개탄', '독약', '옥상'],
    },
  ],
};
