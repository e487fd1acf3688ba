// Arabic floors (Modern Standard Arabic with common dialect forms). Letter variants are folded
// (أ/إ/آ → ا, ى → ي, ة → ه), so each phrase is written once. Rendered from the English floors'
// categories and the WHO warning signs. Written without native review: see sources.ts.
import type { LanguageFloors } from '../floors';

export const AR: LanguageFloors = {
  lang: 'ar',
  mode: 'words',
  negators: ['لا', 'لن', 'لم', 'ما', 'مش', 'مو'],
  prefixes: ['و', 'ف'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; how many pills to die; a painless way to die',
      phrases: [
        'طريقه/طريقة ~ للانتحار',
        'كيف ~ انتحر',
        'كيف ~ اقتل نفسي',
        'طريقه/طريقة ~ للانتحار',
        'كم حبه/حبة ~ للموت/لاموت/اموت',
        'جرعه/جرعة قاتله/قاتلة',
        'الموت بدون الم',
        'كيف اقطع شرايين*',
      ],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I will kill myself; I have decided to die',
      phrases: ['سانتحر', 'سوف انتحر', 'راح انتحر', 'ساقتل نفسي', 'سوف اقتل نفسي', 'قررت ~ انتحر/الانتحار/اموت/انهي حياتي', 'سانهي حياتي'],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I took all the pills; I cut my veins',
      phrases: ['اخذت كل الحبوب', 'بلعت ~ الحبوب', 'شربت كل الحبوب', 'قطعت شرايين*'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; farewell forever',
      phrases: ['هذه اخر رساله/رسالة', 'رسالتي الاخيره/الاخيرة', 'وداعا للابد', 'سامحوني على ما سافعله', 'لن اكون هنا غدا'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I do not want to live; I think of suicide',
      phrases: [
        'اريد ان اموت',
        'اريد الموت',
        'ابي اموت',
        'بدي موت',
        'عايز اموت',
        'نفسي اموت',
        'اريد ان انتحر',
        'اريد الانتحار',
        'ابي انتحر',
        'بدي انتحر',
        'لا اريد ان اعيش',
        'ما بدي عيش',
        'لا اريد العيش',
        'افكر في/ب الانتحار',
        'افكار انتحاريه/انتحارية',
        'اتمنى الموت',
        'اتمنى لو كنت ميت*',
        'سيكونون افضل بدوني',
      ],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: ['اجرح نفسي', 'جرحت نفسي', 'اؤذي نفسي', 'اذيت نفسي', 'اريد ان اجرح نفسي', 'حاولت الانتحار', 'حاولت ان انتحر', 'حاولت قتل نفسي'],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I will kill him/her/you',
      phrases: ['ساقتله/ساقتلها/ساقتلك', 'سوف اقتله/اقتلها/اقتلك', 'راح اقتله/اقتلها/اقتلك', 'اريد ان اقتله/اقتلها/اقتلك'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot bear it any more; tired of everything',
      phrases: ['لم اعد احتمل', 'ما عدت احتمل', 'مش قادر* اكمل', 'تعبت من كل شي*', 'تعبت من الحياه/الحياة', 'اشعر بالفراغ', 'انا مكتئب*', 'لا استطيع التحمل'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, now',
      phrases: ['الليله/الليلة', 'اليوم', 'غدا', 'بكره/بكرة', 'الان', 'حالا'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, gun, knife, blade, poison, bridge',
      phrases: ['حبوب', 'الحبوب', 'حبل', 'مسدس', 'سلاح', 'سكين', 'شفره/شفرة', 'سم', 'جسر'],
    },
  ],
};
