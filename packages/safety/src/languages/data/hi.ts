// Hindi floors, in Devanagari and in the Latin transliteration people type (Hinglish), with its common
// spellings (hai/h, nahi/nhi, chahta/chahata). Nukta and nasal marks are folded, so नहीं and नही match
// alike. Rendered from the English floors' categories and the WHO warning signs. Written without native
// review: see sources.ts.
import type { LanguageFloors } from '../floors';

export const HI: LanguageFloors = {
  lang: 'hi',
  mode: 'words',
  negators: ['नहीं', 'नही', 'ना', 'मत', 'nahi', 'nhi', 'nahin', 'na', 'mat'],
  entries: [
    {
      kind: 'method',
      src: 'en-floor',
      gloss: 'how to kill myself; how many pills to die; a painless way to die',
      phrases: [
        'आत्महत्या कैसे करें/करूं/करू',
        'खुद को कैसे मारूं/मारू',
        'कितनी गोलियां/गोलिया ~ मर/मरने',
        'बिना दर्द के ~ मरने',
        'aatmhatya/atmahatya/suicide kaise kare/karu/karun/karein',
        'khud ko kaise maru/marun',
        'kitni goliyan/goliya ~ mar/marne',
        'bina dard ke ~ marne/maru',
      ],
    },
    {
      kind: 'plan',
      src: 'en-floor',
      gloss: 'I will kill myself; I have decided',
      phrases: [
        'मैं आत्महत्या कर लूंगा/लूंगी/लूँगा/लूँगी',
        'मैं खुद को मार लूंगा/लूंगी',
        'मैंने मरने का फैसला',
        'main/mai/me suicide/aatmhatya kar lunga/lungi/lunga',
        'khud ko maar/mar lunga/lungi',
        'maine marne ka faisla',
      ],
    },
    {
      kind: 'attempt',
      src: 'en-floor',
      gloss: 'I have taken all the pills',
      phrases: ['मैंने सारी गोलियां खा ली', 'saari/sari goliyan/goliya kha li/liya/lee'],
    },
    {
      kind: 'goodbye',
      src: 'who-signs',
      gloss: 'this is my last message; goodbye forever',
      phrases: ['यह मेरा आखिरी संदेश/मैसेज', 'मेरा आखिरी संदेश/मैसेज', 'हमेशा के लिए अलविदा', 'ye/yeh mera aakhri/akhri/aakhiri message', 'hamesha ke liye alvida'],
    },
    {
      kind: 'ideation',
      src: 'en-floor',
      gloss: 'I want to die; I do not want to live; I think of suicide',
      phrases: [
        'मैं मरना चाहता/चाहती हूं/हूँ/हु',
        'मरना चाहता/चाहती हूं/हूँ/हु',
        'मुझे मरना है',
        'मैं आत्महत्या करना चाहता/चाहती',
        'मैं जीना नहीं चाहता/चाहती',
        'जीना नहीं चाहता/चाहती',
        'जीने का मन नहीं',
        'आत्महत्या के ख्याल/विचार',
        'main/mai/me marna chahta/chahti/chahata',
        'marna chahta/chahti/chahata hu/hoon/hun',
        'mujhe marna hai/h',
        'mujhe mar jana hai/h',
        'suicide karna chahta/chahti',
        'jeena/jina nahi/nhi chahta/chahti',
        'jeene/jine ka man nahi/nhi',
        'suicide ke khayal/khyal',
      ],
    },
    {
      kind: 'self_harm',
      src: 'en-floor',
      gloss: 'I cut myself; I hurt myself; I tried to kill myself',
      phrases: [
        'मैं खुद को काटता/काटती',
        'खुद को नुकसान पहुंचा*',
        'मैंने आत्महत्या की कोशिश',
        'khud ko kaatta/katta/kaatti/katti',
        'khud ko nuksan/nuksaan pahuncha*',
        'suicide ki koshish ki',
      ],
    },
    {
      kind: 'threat',
      src: 'en-floor',
      gloss: 'I will kill him/her/you',
      phrases: ['मैं उसे मार डालूंगा/डालूंगी', 'मैं तुझे मार डालूंगा/डालूंगी', 'usko/use/tujhe maar/mar dalunga/daalunga/dalungi'],
    },
    {
      kind: 'distress',
      src: 'idiom',
      gloss: 'I cannot bear it any more; tired of everything',
      phrases: ['अब और नहीं सह सकता/सकती', 'मैं थक गया/गई हूं', 'सब से तंग आ गया/गई', 'bas ab aur nahi/nhi', 'thak gaya/gayi hu/hoon', 'sab se tang aa gaya/gayi', 'mai depression me hu'],
    },
    {
      kind: 'timing',
      src: 'en-floor',
      gloss: 'tonight, today, tomorrow, now',
      phrases: ['आज रात', 'आज', 'कल', 'अभी', 'aaj raat', 'aaj', 'abhi'],
    },
    {
      kind: 'means',
      src: 'en-floor',
      gloss: 'pills, rope, gun, knife, blade, poison',
      phrases: ['गोलियां', 'गोलिया', 'रस्सी', 'फंदा', 'बंदूक', 'चाकू', 'ब्लेड', 'ज़हर', 'जहर', 'goliyan', 'goliya', 'rassi', 'fanda', 'banduk', 'chaku', 'zeher', 'zehar'],
    },
  ],
};
