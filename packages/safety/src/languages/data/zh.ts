// Chinese floors (simplified; the traditional forms of their characters are folded to simplified), matched
// without word spaces. Includes the internet euphemism 紫砂 (zǐshā, a homophone of 自杀). Rendered from
// the English floors' categories and the WHO warning signs. Written without native review.
import type { LanguageFloors } from '../floors';

export const ZH: LanguageFloors = {
  lang: 'zh',
  mode: 'cjk',
  negators: ['不', '没', '别', '不想', '不会'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; how many pills to die; a painless way to die',
      phrases: ['怎么自杀', '如何自杀', '怎样自杀', '怎么~死得快', '吃多少~药~死', '多少片~会死', '致死剂量', '无痛~死', '怎么割腕'],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I am going to kill myself; I have decided',
      phrases: ['我要自杀', '我准备自杀', '我决定~自杀/去死', '我打算~自杀/去死', '我会去死'],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills; I cut my wrist',
      phrases: ['我吃了所有的药', '我把药全吃了', '我吞了~药', '我割腕了'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; my suicide note; goodbye forever',
      phrases: ['这是我最后一条', '我的遗书', '永别了', '明天我就不在了'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I do not want to live; I think of suicide',
      phrases: [
        '想去死',
        '就去死','想死', '想去死', '想自杀', '想紫砂', '不想活了', '活不下去', '活着没意思', '我想结束~生命', '有自杀的念头', '自杀的想法', '没有我~会更好', '真希望我死了'],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: [
        '割自己',
        '在自残',
        '又自残','我自残', '我在自残', '我割自己', '我伤害自己', '想割自己', '我自杀过', '我试过自杀'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I will kill him/her/you',
      phrases: ['我要杀了他', '我要杀了她', '我要杀了你', '我会杀了他', '我会杀了她', '我会杀了你', '我想杀了他', '我想杀了她', '杀了你', '我~杀了他', '我~杀了她'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot hold on; so tired; I collapse',
      phrases: ['我撑不下去', '撑不住了', '我受不了了', '我好累', '心好累', '我崩溃了', '我很抑郁', '我好空虚'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, now',
      phrases: ['今晚', '今天晚上', '今天', '明天', '现在', '马上'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, gun, knife, blade, charcoal, poison, jumping from a building',
      phrases: ['安眠药', '药片', '绳子', '枪', '刀', '刀片', '烧炭', '毒药', '跳楼', '楼顶'],
    },
  ],
};
