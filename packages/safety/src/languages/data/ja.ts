// Japanese floors, matched without word spaces; negation is a suffix (死にたくない), read after the
// phrase. Rendered from the English floors' categories and the WHO warning signs. Written without
// native review: see sources.ts.
import type { LanguageFloors } from '../floors';

export const JA: LanguageFloors = {
  lang: 'ja',
  mode: 'cjk',
  negators: [],
  negSuffixes: ['わけじゃない', 'わけではない', 'とは思わない', 'ない'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; how many pills to die; an easy way to die',
      phrases: ['自殺の方法', '自殺する方法', 'どうやって~死ね', '楽に死ねる', '楽な死に方', '何錠~死ね', '致死量', '首吊り~やり方'],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I am going to kill myself; I have decided',
      phrases: ['死ぬことにした', '自殺することにした', '死ぬつもり'],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills; I cut my wrist',
      phrases: ['薬を全部飲んだ', '薬を~大量に飲んだ', 'オーバードーズした', 'odした', '手首を切った'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; my will; goodbye forever',
      phrases: ['最後のメッセージ', '遺書', '永遠にさようなら', '明日にはもういない'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I want to disappear; I do not want to live',
      phrases: ['死にたい', 'しにたい', '消えたい', '自殺したい', '生きたくない', '生きていたくない', '生きる意味がない', '自殺を考え', 'いなくなったほうが', '楽になりたい'],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut my wrist; I hurt myself; I tried to kill myself',
      phrases: ['リストカット', 'リスカ', '自傷', '自分を傷つけ', '腕を切', '自殺未遂'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I will kill him/her/you',
      phrases: ['あいつを殺す', 'お前を殺す', '殺してやる'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot take it any more; so tired; it is hard',
      phrases: ['もう無理', 'もう限界', '耐えられない', '疲れた', 'つらい', '辛い', 'しんどい'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, now',
      phrases: ['今夜', '今晩', '今日', '明日', '今すぐ'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, knife, blade, charcoal, poison, building roof',
      phrases: ['睡眠薬', '薬', 'ロープ', '縄', '包丁', 'ナイフ', 'カッター', '練炭', '毒', '屋上'],
    },
  ],
};
