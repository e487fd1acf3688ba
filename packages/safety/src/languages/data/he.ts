// Hebrew floors. Niqqud dropped and final letters folded (ם → מ), so each phrase is written once in
// plain spelling. Rendered from the English floors' categories and the WHO warning signs. Written
// without native review: see sources.ts.
import type { LanguageFloors } from '../floors';

export const HE: LanguageFloors = {
  lang: 'he',
  mode: 'words',
  negators: ['לא', 'אל', 'אף', 'אין'],
  prefixes: ['ו', 'ש', 'וש', 'כש'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; how many pills to die; a painless way to die',
      phrases: ['איך ~ להתאבד', 'איך ~ להרוג את עצמי', 'כמה כדורים ~ למות', 'מנה קטלנית', 'למות בלי כאב', 'דרך ~ להתאבד'],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I am going to kill myself; I have decided',
      phrases: ['אני הולך/הולכת להתאבד', 'אני אתאבד', 'אני אהרוג את עצמי', 'החלטתי ~ להתאבד/למות', 'יש לי תוכנית ~ להתאבד/למות'],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills',
      phrases: ['לקחתי את כל הכדורים', 'בלעתי ~ כדורים', 'חתכתי את הורידים'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; farewell forever',
      phrases: ['זו ההודעה האחרונה שלי', 'ההודעה האחרונה שלי', 'מכתב פרידה', 'שלום לתמיד', 'מחר כבר לא אהיה פה/כאן'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I do not want to live; I think of suicide',
      phrases: [
        'אני רוצה למות',
        'רוצה למות',
        'אני רוצה להתאבד',
        'רוצה להתאבד',
        'אני לא רוצה לחיות',
        'לא רוצה לחיות יותר',
        'אני חושב/חושבת על התאבדות',
        'מחשבות אובדניות',
        'הלוואי שהייתי מת*',
        'יהיה להם טוב יותר בלעדי',
      ],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: ['אני חותך/חותכת את עצמי', 'חתכתי את עצמי', 'אני פוגע/פוגעת בעצמי', 'ניסיתי להתאבד', 'רוצה לחתוך את עצמי'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I will kill him/her/you',
      phrases: ['אני אהרוג אותו/אותה/אותך', 'אני הולך/הולכת להרוג אותו/אותה/אותך', 'אני רוצה להרוג אותו/אותה/אותך'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot any more; fed up with everything',
      phrases: ['אני לא יכול/יכולה יותר', 'נמאס לי מהכל', 'נמאס לי מהחיים', 'אני מרגיש/מרגישה ריק*', 'אני בדיכאון', 'אין לי כוח'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, now',
      phrases: ['הלילה', 'היום', 'מחר', 'עכשיו'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, gun, knife, blade, poison, bridge',
      phrases: ['כדורים', 'חבל', 'אקדח', 'נשק', 'סכין', 'סכין גילוח', 'רעל', 'גשר'],
    },
  ],
};
