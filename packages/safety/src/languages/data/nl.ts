// Dutch floors. Rendered from the English floors' categories and the WHO warning signs; idioms as
// Wiktionary glosses them ("het niet meer zien zitten"). Written without native review.
import type { LanguageFloors } from '../floors';

export const NL: LanguageFloors = {
  lang: 'nl',
  mode: 'words',
  negators: ['niet', 'nooit', 'geen'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; ways, doses or places to die',
      phrases: [
        'hoe ~ zelfmoord plegen',
        'hoe ~ mezelf van kant maken/doden/ophangen',
        'hoeveel pillen ~ dood/sterven',
        'dodelijke dosis',
        'pijnloos sterven',
        'pijnloos dood',
      ],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I am going to kill myself; I have decided',
      phrases: [
        'ik ga zelfmoord plegen',
        'ik ga mezelf van kant maken/doden/ophangen',
        'ik maak er een eind aan',
        'ik ga er een eind aan maken',
        'ik heb besloten ~ dood/zelfmoord/eind',
        'ik heb een plan ~ zelfmoord/dood',
      ],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills',
      phrases: ['ik heb alle pillen ingenomen/genomen', 'ik heb ~ pillen geslikt', 'ik heb mijn polsen doorgesneden'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; farewell',
      phrases: ['dit is mijn laatste bericht', 'mijn laatste bericht', 'mijn afscheidsbrief', 'vaarwel voor altijd', 'morgen ben ik er niet meer'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I do not want to live any more; better off without me',
      phrases: [
        'ik wil dood',
        'ik wil sterven',
        'ik wil niet meer leven',
        'ik wil zelfmoord plegen',
        'ik wil mezelf van kant maken/doden',
        'ik denk aan zelfmoord',
        'zelfmoordgedachten',
        'ik zie het niet meer zitten',
        'ik wou dat ik dood was',
        'beter af zonder mij',
        'ik wil niet meer wakker worden',
      ],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: ['ik snij mezelf', 'ik snijd mezelf', 'ik heb mezelf gesneden', 'ik doe mezelf pijn', 'ik beschadig mezelf', 'ik heb een zelfmoordpoging gedaan', 'ik heb geprobeerd zelfmoord'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I am going to kill him/her/you',
      phrases: ['ik ga hem/haar/je/jou/ze vermoorden/doden', 'ik vermoord hem/haar/je/jou', 'ik maak hem/haar/je af'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot go on; fed up with everything',
      phrases: ['ik kan niet meer', 'ik hou het niet meer vol', 'ik ben het zat', 'ik ben alles zat', 'ik voel me leeg', 'ik ben depressief', 'ik ben op'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, right now, this weekend',
      phrases: ['vannacht', 'vanavond', 'vandaag', 'morgen', 'nu meteen', 'dit weekend'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, gun, knife, blade, poison, bridge',
      phrases: ['pillen', 'tabletten', 'touw', 'strop', 'wapen', 'pistool', 'mes', 'scheermesje*', 'gif', 'brug'],
    },
  ],
};
