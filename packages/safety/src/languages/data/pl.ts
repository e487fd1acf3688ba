// Polish floors. Rendered from the English floors' categories and the WHO warning signs; idioms as
// Wiktionary glosses them ("mam dość"). Written without native review: see sources.ts.
import type { LanguageFloors } from '../floors';

export const PL: LanguageFloors = {
  lang: 'pl',
  mode: 'words',
  negators: ['nie', 'nigdy'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; ways, doses or places to die',
      phrases: [
        'jak ~ sie zabic/powiesic',
        'jak ~ popelnic samobojstwo',
        'ile tabletek ~ umrzec/zabic',
        'smiertelna dawka',
        'umrzec bez bolu',
        'bezbolesn* sposob ~ umrzec/smierci',
        'jak podciac sobie zyly',
      ],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I am going to kill myself; I have decided',
      phrases: [
        'sie zabije',
        'zabije sie ~',
        'zabije sie',
        'powiesze sie',
        'popelnie samobojstwo',
        'odbiore sobie zycie',
        'zdecydowal* ~ umrzec/zabic sie/samobojstwo',
        'mam plan ~ zabic sie/umrzec',
      ],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills; I cut my veins',
      phrases: ['wzial* wszystkie tabletki', 'lyknal* ~ tabletki/tabletek', 'podcial* sobie zyly'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; farewell; forgive me',
      phrases: ['to moja ostatnia wiadomosc', 'moja ostatnia wiadomosc', 'moj list pozegnalny', 'zegnajcie na zawsze', 'jutro mnie juz nie bedzie'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I do not want to live; better off without me',
      phrases: [
        'chce ~ umrzec',
        'chcialbym/chcialabym ~ umrzec',
        'chce ~ sie zabic',
        'chce umrzec',
        'chcialbym/chcialabym umrzec',
        'chce sie zabic',
        'chce popelnic samobojstwo',
        'nie chce zyc',
        'nie chce juz zyc',
        'mysle o samobojstwie',
        'mysli samobojcze',
        'chcialbym/chcialabym nie zyc',
        'bez mnie bedzie im lepiej',
        'nie chce sie obudzic',
        'mam dosc zycia',
      ],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: [
        'sie cielam/cialem',
        'cielam/cialem sie','tne sie', 'cialem sie', 'ciela sie', 'samookalecz*', 'robie sobie krzywde', 'chce sie ciac', 'probowal* sie zabic', 'probowal* popelnic samobojstwo'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I am going to kill him/her/you',
      phrases: [
        'ze cie/go/ja zabije','zabije go/ja/cie/ich', 'chce go/ja/cie zabic'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot go on; I have had enough of everything',
      phrases: ['nie daje rady', 'juz nie moge', 'mam dosc wszystkiego', 'czuje sie pust*', 'mam depresje', 'nie mam sily'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, right now, this weekend',
      phrases: ['dzis w nocy', 'dzisiaj w nocy', 'dzis wieczorem', 'dzisiaj', 'dzis', 'jutro', 'teraz', 'w ten weekend'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, gun, knife, blade, poison, bridge',
      phrases: ['tabletki', 'tabletek', 'leki', 'sznur', 'lina', 'bron', 'pistolet', 'noz', 'zyletk*', 'trucizna', 'most'],
    },
  ],
};
