// Script-aware folding, applied alike to messages and to the floor phrases, so a phrase written once
// matches its common spellings: case and diacritics folded (Latin), ё as е (Cyrillic), vowel marks,
// tatweel and letter variants of alef, ya, ta marbuta and hamza seats unified (Arabic), niqqud dropped
// and final forms unified (Hebrew), nukta and nasal marks dropped (Devanagari), traditional Chinese
// characters of the floor vocabulary mapped to simplified, local digits to ASCII. Stretched letters
// ("nooo") collapse to one, and punctuation becomes a clause mark ('.') that negation does not cross.

const LATIN_EXTRA: Readonly<Record<string, string>> = {
  ł: 'l',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ı: 'i',
  ð: 'd',
  þ: 'th',
};
const ARABIC: Readonly<Record<string, string>> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
  ک: 'ك',
  ی: 'ي',
  ۀ: 'ه',
};
const HEBREW_FINALS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
/** Traditional → simplified for the characters the Chinese floors use. */
const HANT: Readonly<Record<string, string>> = {
  殺: '杀',
  藥: '药',
  們: '们',
  會: '会',
  這: '这',
  還: '还',
  沒: '没',
  個: '个',
  結: '结',
  東: '东',
  從: '从',
  見: '见',
  說: '说',
  氣: '气',
  準: '准',
  備: '备',
  樓: '楼',
  買: '买',
  開: '开',
  時: '时',
  過: '过',
  麼: '么',
  來: '来',
  後: '后',
  為: '为',
  對: '对',
  經: '经',
  讓: '让',
  覺: '觉',
  給: '给',
  將: '将',
  無: '无',
  別: '别',
  謝: '谢',
  繩: '绳',
  槍: '枪',
  刀: '刀',
  傷: '伤',
  割: '割',
  腕: '腕',
  輕: '轻',
  當: '当',
  遺: '遗',
  書: '书',
  燒: '烧',
  炭: '炭',
  滅: '灭',
  撐: '撑',
  累: '累',
  煩: '烦',
  難: '难',
  頂: '顶',
  邊: '边',
  晚: '晚',
  現: '现',
  愛: '爱',
  離: '离',
  該: '该',
  壞: '坏',
  擺: '摆',
  脫: '脱',
  徹: '彻',
  底: '底',
  毀: '毁',
  劑: '剂',
  藏: '藏',
  跳: '跳',
  橋: '桥',
  吊: '吊',
  幫: '帮',
  嗎: '吗',
  怎: '怎',
  樣: '样',
  處: '处',
  種: '种',
  麗: '丽',
  聽: '听',
  電: '电',
  話: '话',
};

const COMBINING = /[\u0300-\u036f]/g;
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;
const HEBREW_MARKS = /[\u0591-\u05c7]/g;
const DEVANAGARI_DROP = /[\u093c\u0901\u0902]/g;
const NON_WORD = /[^\p{L}\p{M}\p{N}\s.*~/?]/gu;

function mapChars(text: string, table: Readonly<Record<string, string>>, range: RegExp): string {
  return text.replace(range, (c) => table[c] ?? c);
}

function digits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (d) => {
    const cp = d.charCodeAt(0);
    const base = cp >= 0x966 ? 0x966 : cp >= 0x6f0 ? 0x6f0 : 0x660;
    return String(cp - base);
  });
}

/**
 * `ops` keeps the phrase operators (`*`, `~`, `/`, `?`) for compiling floor phrases; messages are folded
 * without them, so a message's own `*` or `?` is punctuation.
 */
export function fold(text: string, ops = false): string {
  let t = text.normalize('NFKC').toLowerCase();
  // Each script's pass runs only when the text has a letter of that script: most messages need one.
  if (/[\u0080-\uffff]/.test(t)) {
    t = t.normalize('NFD').replace(COMBINING, '').normalize('NFC');
    t = mapChars(t, LATIN_EXTRA, /[łßøæœđıðþ]/g);
    if (/[\u0400-\u04ff]/.test(t)) t = t.replace(/ё/g, 'е');
    if (/[\u0600-\u06ff]/.test(t)) t = mapChars(t.replace(ARABIC_MARKS, ''), ARABIC, /[أإآٱىةؤئکیۀ]/g);
    if (/[\u0590-\u05ff]/.test(t)) t = mapChars(t.replace(HEBREW_MARKS, ''), HEBREW_FINALS, /[ךםןףץ]/g);
    if (/[\u0900-\u097f]/.test(t)) t = t.replace(DEVANAGARI_DROP, '');
    if (/[\u4e00-\u9fff]/.test(t)) t = mapChars(t, HANT, /[\u4e00-\u9fff]/g);
    t = digits(t).replace(/[’`´]/g, "'");
  }
  if (!ops) t = t.replace(/[.!?;:,،؟。！？；，、\n]+/g, ' . ').replace(/[*~/]/g, ' ');
  t = t.replace(NON_WORD, ' ');
  return t
    .replace(/(\p{L})\1+/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** CJK text is matched without word spaces (and Korean without its often irregular spacing). */
export const squeeze = (folded: string): string => folded.replace(/ /g, '');
