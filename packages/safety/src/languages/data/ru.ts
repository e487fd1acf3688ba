// Russian floors. Rendered from the English floors' categories and the WHO warning signs; idioms as
// Wiktionary glosses them ("больше не могу", "достало всё"). Written without native review.
import type { LanguageFloors } from '../floors';

export const RU: LanguageFloors = {
  lang: 'ru',
  mode: 'words',
  negators: ['не', 'никогда', 'ни'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; ways, doses or places to die',
      phrases: [
        'как ~ покончить с собой',
        'как ~ убить себя',
        'как ~ повеситься/отравиться/застрелиться',
        'сколько таблеток ~ умереть/смерти/сдохнуть',
        'смертельная доза',
        'умереть без боли',
        'безболезненно умереть',
        'как вскрыть вены',
      ],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I am going to kill myself; I have decided',
      phrases: [
        'я покончу с собой',
        'покончу с собой',
        'я убью себя',
        'я повешусь',
        'я решил* ~ умереть/покончить/уйти',
        'у меня есть план ~ умереть/покончить',
      ],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills; I cut my veins',
      phrases: ['я выпил* все таблетки', 'я наглотал* ~ таблеток', 'я вскрыл* вены', 'выпил* все таблетки'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; farewell',
      phrases: ['это мое последнее сообщение', 'мое последнее сообщение', 'моя прощальная записка', 'прощайте навсегда', 'завтра меня уже не будет'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I do not want to live; better off without me',
      phrases: [
        'я хочу умереть',
        'хочу умереть',
        'хочу сдохнуть',
        'хочу покончить с собой',
        'хочу убить себя',
        'не хочу жить',
        'не хочу больше жить',
        'я больше не хочу жить',
        'думаю о самоубийстве/суициде',
        'суицидальные мысли',
        'мысли о самоубийстве/суициде',
        'лучше бы я умер*',
        'им будет лучше без меня',
        'не хочу просыпаться',
        'устал* жить',
      ],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: [
        'резал*/режу ~ себя',
        'я ~ резал* себя','я режу себя', 'я режусь', 'я резал* себя', 'я наношу себе порезы', 'селфхарм', 'хочу порезать себя', 'я пытал* покончить с собой', 'я пытал* убить себя'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I am going to kill him/her/you',
      phrases: ['я убью его/ее/тебя/их', 'убью тебя', 'хочу убить его/ее/тебя'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot go on; sick of everything',
      phrases: ['я больше не могу', 'больше не могу', 'не могу больше', 'меня все достало', 'все достало', 'я на пределе', 'мне пусто', 'у меня депрессия', 'нет сил'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, right now',
      phrases: ['сегодня ночью', 'сегодня вечером', 'сегодня', 'завтра', 'прямо сейчас', 'сейчас', 'на выходных'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, gun, knife, blade, poison, bridge, roof',
      phrases: ['таблетки', 'таблеток', 'веревк*', 'пистолет', 'ружье', 'нож', 'лезви*', 'яд', 'мост', 'крыша', 'крыши'],
    },
  ],
};
