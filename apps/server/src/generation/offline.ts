/**
 * Offline question generator (ARCHITECTURE §8): turns document text into real multiple-choice cloze questions
 * without any AI service, so PDF generation works on the embedded default.
 *
 * Pipeline:
 * 1. Clean the page text the way PDF extraction leaves it: ligatures, soft hyphens, repeated running
 *    headers/footers and page numbers, hard line breaks and words hyphenated across lines ("exam-\nple").
 * 2. Split into sentences ('.', '!', '?', '…'), not on decimals (3.14), initials (John F. Kennedy) or
 *    abbreviations (e.g., Dr., St., TP.).
 * 3. Find candidate key terms in every sentence, each of one kind: a date ("2 September 1945",
 *    "2 tháng 9 năm 1945"), a year, a number (decimals, percentages, thousands separators, "150 million"),
 *    a proper name (runs of Unicode-capitalised words, so "Hồ Chí Minh" and "Hà Nội" work) or a technical
 *    term (a long or repeated lowercase word, or a repeated, "sticky" lowercase bigram; Vietnamese terms are
 *    syllable bigrams such as "di sản").
 * 4. Pick informative, self-contained sentences (8–40 words, not opening with a pronoun, not a question),
 *    blank one key term, and take three distractors of the same kind from elsewhere in the document
 *    (close years, numbers with the same unit and magnitude, names of the same shape). For numbers, years
 *    and dates the generator may derive plausible nearby values when the document has too few. A sentence
 *    without three good distractors is skipped: the generator never pads with bad questions.
 *
 * 5. When true/false is asked for (issue 16), some picked sentences become statements instead: the sentence
 *    as written (true), or the same sentence with its key term swapped for a same-kind term from elsewhere in
 *    the document, chosen the way distractors are (false).
 *
 * The correct answer is always a term that occurs in the source, so the text answers every question; a
 * distractor (or a swapped-in term) is refused when it appears in the same sentence or when the sentence it
 * would make occurs in the document. Everything is deterministic (no Math.random): the same text gives the
 * same questions.
 */
import { TrueFalseLabels } from '@quiz/contract/limits';
import type { GeneratedQuestion, GeneratedQuestionKind, SourcePage } from './types';

/** Below this many words the text cannot support a question worth asking. */
export const MIN_WORDS_FOR_QUESTIONS = 40;
/** What replaces the answer in the question's content. */
export const BLANK = '_____';

export type TermKind = 'date' | 'year' | 'number' | 'name' | 'term';

// ---------------------------------------------------------------------------------------------------------
// Vocabulary

const EN_STOPWORDS = `a about above across after again against ago all almost along already also although always am
among an and another any anything are around as at away back be because become becomes became been before behind
being below beneath between beyond both but by called can cannot certain could did do does doing done down during
each early either else enough entire especially even ever every everything example far few first for former
from further furthermore had has have having he her here hers herself him himself his how however i if in
including inside instead into is it its itself just known large larger largest last later latter least less
like long longer made main make makes many may me might more moreover most mostly much must my near nearly
never nevertheless new next no nor not nothing now of off often old on once one only onto or other others
otherwise our out over own part parts per perhaps rather really same second several shall she should since
so some something soon still such than that the their theirs them themselves then there therefore these they
third this those though through throughout thus to today together too toward towards under until up upon us
use used uses using very via was way ways we well were what whatever when where whereas whether which while
who whole whom whose why will with within without would yet you your
two three four five six seven eight nine ten eleven twelve hundred thousand million billion trillion percent
year years month months week weeks day days hour hours minute minutes time times century centuries decade
decades people person number numbers great greater greatest high higher highest low lower lowest small smaller
smallest big bigger biggest important different similar various possible usually finally probably actually
almost approximately roughly nearly always sometimes another every each take takes took taken taking place places
produce produces contain contains include includes provide provides remain remains change changes form forms build
builds release releases split absorb absorbs reflect reflects convert converts restore restores supply supplies
need needs show shows explain explains describe describes reach reaches stay stays carry carries return returns
give gives gave keep keeps find finds found get gets got let lets put puts say says go goes went come comes came
brought began begun built drew drawn drove driven fell grew grown held kept left lost met paid ran rose sent set
stood told thought won known shown written swept saw seen`;

const VI_STOPWORDS = `à ạ ai anh ấy bà bao bảy bằng bên bị bởi cả các cái cần cao cho chỉ chiếc chín chính chúng
có còn của cùng cũng dài đã đang đây để đến đều do đó dù được gì giữa hai hay hàng hết hơn họ hoặc khi không
khoảng kia là lại làm lần lên lớn lúc mà mình mọi một mỗi mới mười năm nào này nên nếu ngày nghìn ngàn nhau
nhất nhiều nhỏ như những nó nơi nữa ở ông phải phần qua ra rằng rất rồi rộng sau sáu sẽ số sự ta tại tám theo
thế thì thời thứ tháng thành trăm trên triệu trở trong trước từ từng tới tôi tuy tỷ tỉ và vào vẫn vậy về vì
việc với vừa xuống điều đi đầu cuối bắt kết thúc gồm giúp tạo đạt dẫn nằm thuộc chiếm nhận gọi xem coi đặt giữ
đưa mang tiếp diễn xảy loại vị nhằm cả ba bốn năm người ngoài xây đổi bản cuộc`;

const STOPWORDS = new Set([...EN_STOPWORDS.split(/\s+/), ...VI_STOPWORDS.split(/\s+/)].filter(Boolean));

/** Lowercase words that may join the capitalised words of one name ("Battle of Hastings", "Wernher von Braun"). */
const CONNECTORS = new Set([
  'of',
  'the',
  'de',
  'da',
  'di',
  'del',
  'della',
  'der',
  'van',
  'von',
  'du',
  'la',
  'le',
  'al',
  'bin',
  'ibn',
]);

/** Capitalised English words that end a run of capitalised words ("... in Paris The ..."). */
const NAME_BREAKERS = new Set(
  `the a an in on at to for by with from and or but as this that these those it its he she they we i however
during after before since when while if`.split(/\s+/),
);

/** Capitalised words that start a name but are not part of it. */
const TITLES = new Set(
  `president vice general admiral colonel captain commander king queen prince princess emperor empress pope sir
lord lady dr mr mrs ms prof professor senator governor saint astronaut chairman chancellor minister`.split(/\s+/),
);

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const CALENDAR_WORDS = new Set(
  [...MONTH_NAMES, 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Tháng'].map((w) =>
    w.toLowerCase(),
  ),
);

/** A sentence opening with one of these refers back to an earlier one: blanking it gives an unanswerable question. */
const BACK_REFERENCES = new Set(
  `he she it they this these those his her its their them such both ông bà họ nó chúng đây đó anh chị cô hắn`.split(
    /\s+/,
  ),
);
const BACK_REFERENCE_PAIRS = new Set(['the latter', 'the former', 'điều này', 'việc này', 'the same']);

/** A period after one of these does not end a sentence. */
const ABBREVIATIONS = new Set(
  `dr mr mrs ms prof st jr sr vs v cf fig figs no nos vol approx ca gen col lt capt sgt gov sen rep rev mt tp ths ts
gs pgs bs ks`.split(/\s+/),
);

/** A number after one of these is a reference, not a fact ("Figure 3", "trang 12"). */
const REFERENCE_WORDS = new Set(
  `figure fig table chapter section page pages p pp vol volume no number step trang hình bảng chương mục phần điều khoản`.split(
    /\s+/,
  ),
);

/** Words too common to tell what a number counts (its context keeps "days", "km", "people"). */
const FUNCTION_WORDS = new Set(
  `a an the of in on at to and or by for with about around approximately nearly over than only just from is was
were are be been its their more less some và của là có được trong ở tại với khoảng gần hơn các những một vào
từ đến`.split(/\s+/),
);

/** Evidence that a name is a person's: the word before it, or what the name does next. */
const PERSON_BEFORE = new Set([
  ...TITLES,
  ...`astronaut astronauts geologist physician astronomer scientist chemist physicist engineer writer poet author
inventor explorer philosopher mathematician vua ông bà tướng tịch đế vương sư thầy`.split(/\s+/),
]);
const PERSON_AFTER_RE =
  /^,? (?:was born|died|wrote|said|showed|discovered|received|invented|married|founded|led|flew|walked|joined|collected|proposed|argued|ruled|reigned|defeated|won|published|proved|asked|đọc|viết|lên ngôi|sinh|mất|chỉ huy|đánh bại|đánh tan|dời|lập|phát hiện|tìm thấy|nói|ký|lãnh đạo|dẫn đầu)(?![\p{L}\p{M}])/u;
/** Evidence that a name is a place: the word before it ("in", "tỉnh"), or its head word ("Pacific Ocean"). */
const PLACE_BEFORE = new Set(
  `in at near from ở tại đến tới sông núi hồ vịnh tỉnh phố huyện xã đảo biển miền vùng dãy đỉnh nước đô hang vườn thành`.split(
    /\s+/,
  ),
);
const PLACE_BEFORE_WEAK = new Set(['on', 'to', 'into', 'across', 'về', 'qua']);
const PLACE_HEADS = new Set(
  `ocean sea river lake bay gulf island islands mountain mountains mount valley desert coast peninsula strait
city county province state states kingdom republic empire square street park plain plains`.split(/\s+/),
);
/** Evidence that a name is a thing or an institution: its head word ("Solar System", "Nobel Prize"). */
const THING_HEADS = new Set(
  `union center centre university institute college school museum palace station system program programme agency
association society company corporation council congress party army navy prize war battle treaty cycle spot
vehicle module building bridge tower statue church cathedral temple castle dam canal rocket telescope act law`.split(
    /\s+/,
  ),
);

const ROLES = ['person', 'place', 'thing'] as const;
type Role = (typeof ROLES)[number];
type RoleEvidence = Record<Role, number>;
const noEvidence = (): RoleEvidence => ({ person: 0, place: 0, thing: 0 });

/** The role with clearly the most evidence, if any. */
function roleOf(evidence: RoleEvidence): Role | null {
  const ranked = (Object.entries(evidence) as [Role, number][]).sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  return best && best[1] >= 0.5 && best[1] > (second?.[1] ?? 0) ? best[0] : null;
}
const VI_SURNAMES = new Set(
  'nguyễn trần lê phạm huỳnh phan vũ võ đặng bùi đỗ ngô dương lý đinh trịnh hồ mạc'.split(' '),
);
/** Vietnamese words that may follow a one-syllable name ("Huế là", "Pháp đã"); others make it a phrase ("Tuyên ngôn"). */
const VI_NAME_FOLLOWERS = new Set(
  `là và được đã đang sẽ của có ở tại với cũng vẫn bị do thì mà nhưng hay hoặc cùng từ đến trong trên dưới sau trước
khi nên vì không chỉ rất mới`.split(/\s+/),
);
const NOT_WORD = String.raw`[^\p{L}\p{M}\p{N}]`;

// ---------------------------------------------------------------------------------------------------------
// Patterns (all Unicode-aware)

const L = String.raw`\p{L}\p{M}`;
const WORD_RE = /[\p{L}\p{M}\p{N}]+(?:['’\-.,][\p{L}\p{M}\p{N}]+)*/gu;
const TOKEN_RE = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

const MONTHS_SRC = MONTH_NAMES.join('|');
const DAY_SRC = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
const DATE_SRC = [
  String.raw`${DAY_SRC} (?:of )?(?:${MONTHS_SRC}),? \d{3,4}`,
  String.raw`(?:${MONTHS_SRC}) ${DAY_SRC}, \d{3,4}`,
  String.raw`(?:${MONTHS_SRC}) \d{4}`,
  String.raw`(?:${MONTHS_SRC}) ${DAY_SRC}(?!\d)`,
  String.raw`${DAY_SRC} (?:of )?(?:${MONTHS_SRC})`,
  String.raw`\d{1,2} [Tt]háng \d{1,2}(?: [Nn]ăm \d{3,4})?`,
  String.raw`[Tt]háng \d{1,2} [Nn]ăm \d{3,4}`,
  String.raw`\d{1,2}/\d{1,2}/\d{4}`,
].join('|');
const DATE_RE = new RegExp(String.raw`(?<![${L}\p{N}/])(?:${DATE_SRC})(?![${L}\p{N}]|/\d)`, 'gu');
const DATE_FULL_RE = new RegExp(String.raw`^(?:${DATE_SRC})$`, 'u');
const MONTH_WORD_RE = new RegExp(MONTHS_SRC.toLowerCase(), 'g');

const NUM_CORE_SRC = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?`;
const SCALE_SRC = 'thousand|million|billion|trillion|nghìn|ngàn|triệu|tỷ|tỉ';
const NUMBER_SRC = String.raw`(?:${NUM_CORE_SRC})(?: ?%| percent| per cent| phần trăm)?(?: (?:${SCALE_SRC}))?`;
const NUMBER_RE = new RegExp(String.raw`(?<![${L}\p{N}_.,/\-–])(?:${NUMBER_SRC})(?![${L}\p{N}%]|[.,]\d)`, 'gu');
const NUMBER_FULL_RE = new RegExp(String.raw`^(?:${NUMBER_SRC})$`, 'u');

const NAME_WORD_SRC = String.raw`(?:[A-Z]\.|\p{Lu}[${L}]*(?:['’-]\p{L}[${L}]*)*)`;
const CONNECTOR_SRC = 'of the|of|de la|de|da|di|del|della|der|van|von|du|la|le|al|bin|ibn';
const NAME_RE = new RegExp(
  String.raw`(?<![${L}\p{N}'’-])${NAME_WORD_SRC}(?:(?: (?:${CONNECTOR_SRC}))? ${NAME_WORD_SRC})*(?: \d{1,3}(?![${L}\p{N}]|[.,]\d))?`,
  'gu',
);

/** Letters specific to Vietnamese (đ, ơ, ư, ă and the precomposed vowels with a dot below or a hook above). */
const VIETNAMESE_CHAR_RE = /[đĐơƠưƯăĂ\u1EA0-\u1EF9]/u;

// ---------------------------------------------------------------------------------------------------------
// Public helpers

/** Words in the text, Unicode-aware: "Hồ Chí Minh" is 3 words, "3.14" and "e.g." are 1 each. */
export function countWords(text: string): number {
  return text.match(WORD_RE)?.length ?? 0;
}

/** The kind of a term, by its form alone: the generator only pairs an answer with distractors of its kind. */
export function termKind(term: string): TermKind {
  const t = term.trim();
  if (DATE_FULL_RE.test(t)) return 'date';
  if (/^\d{4}$/.test(t)) {
    const year = Number(t);
    if (year >= 1000 && year <= 2100) return 'year';
  }
  if (NUMBER_FULL_RE.test(t)) return 'number';
  if (/^\p{Lu}/u.test(t)) return 'name';
  return 'term';
}

/** Normalises extracted text: NFC, ligatures, soft hyphens, every kind of space but newlines to one space. */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\uFB00-\uFB06]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFC')
    .replace(/\u00AD[^\S\n]*\n\s*/g, '')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[^\S\n]+/g, ' ');
}
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
};

/** Splits one paragraph (single-spaced, no newlines needed) into sentences. */
export function splitSentences(text: string): string[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  return sentenceSpans(clean).map(([start, end]) => clean.slice(start, end).trim());
}

function sentenceSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?…]+["'”’»)\]]*/gu)) {
    const end = m.index + m[0].length;
    if (end < text.length && text[end] !== ' ') continue; // 3.14, U.S.A, "word.word"
    let next = end;
    while (text[next] === ' ') next++;
    if (next < text.length && !/[\p{Lu}\p{N}"'“‘«([•\-–—]/u.test(text[next] ?? '')) continue; // "e.g. a list"
    if (m[0] === '.') {
      const before = text.slice(start, m.index);
      const token = (/(\S+)$/.exec(before)?.[1] ?? '').replace(/^[("'“‘«[]+/u, '');
      if (ABBREVIATIONS.has(token.toLowerCase())) continue;
      if (/^[A-Z]$/.test(token)) continue; // an initial: "John F. Kennedy" (not the Vietnamese word "Á")
      if (/^(?:\p{L}\.)+\p{L}$/u.test(token)) continue; // e.g, i.e, U.S
    }
    if (text.slice(start, end).trim()) spans.push([start, end]);
    start = next;
  }
  if (text.slice(start).trim()) spans.push([start, text.length]);
  return spans.map(([a, b]) => {
    while (text[a] === ' ') a++;
    return [a, b];
  });
}

// ---------------------------------------------------------------------------------------------------------
// From pages to sentences

interface Sentence {
  index: number;
  text: string;
  page: number;
  /** Written in Vietnamese (a document may mix languages: each sentence is judged on its own). */
  vietnamese: boolean;
}

interface Block {
  text: string;
  marks: { offset: number; page: number }[];
}

const PAGE_NUMBER_LINE_RE =
  /^(?:(?:page|trang|p\.)\s*)?[-–—([]?\s*\d{1,4}\s*[-–—)\]]?(?:\s*(?:\/|of|trên)\s*\d{1,4})?$/iu;

/** The lines of every page, without page numbers and running headers/footers repeated on most pages. */
function pageLines(pages: SourcePage[]): { page: number; lines: string[] }[] {
  const split = pages.map((p) => ({
    page: p.page,
    lines: cleanText(p.text ?? '')
      .split('\n')
      .map((line) => line.trim()),
  }));
  const drop = split.map(() => new Set<number>());
  split.forEach(({ lines }, n) => lines.forEach((line, i) => PAGE_NUMBER_LINE_RE.test(line) && drop[n]!.add(i)));
  if (split.length >= 4) {
    const keyOf = (line: string) =>
      line.length > 0 && line.length <= 100 ? line.toLowerCase().replace(/\d+/g, '#') : null;
    const edges = split.map(({ lines }) => {
      const filled = lines.flatMap((line, i) => (line ? [i] : []));
      return [...new Set([...filled.slice(0, 2), ...filled.slice(-2)])];
    });
    const pagesWithKey = new Map<string, number>();
    split.forEach(({ lines }, n) => {
      const keys = new Set(edges[n]!.map((i) => keyOf(lines[i] ?? '')).filter((k): k is string => k !== null));
      for (const key of keys) pagesWithKey.set(key, (pagesWithKey.get(key) ?? 0) + 1);
    });
    const threshold = Math.max(3, Math.ceil(split.length * 0.5));
    split.forEach(({ lines }, n) => {
      for (const i of edges[n]!) {
        const key = keyOf(lines[i] ?? '');
        if (key !== null && (pagesWithKey.get(key) ?? 0) >= threshold) drop[n]!.add(i);
      }
    });
  }
  return split.map(({ page, lines }, n) => ({ page, lines: lines.filter((_, i) => !drop[n]!.has(i)) }));
}

/** Paragraphs, re-joined across hard line breaks and hyphenation, remembering which page each part came from. */
function buildBlocks(pages: SourcePage[]): Block[] {
  const blocks: Block[] = [];
  let current: Block = { text: '', marks: [] };
  const flush = () => {
    if (current.text.trim()) blocks.push(current);
    current = { text: '', marks: [] };
  };
  for (const { page, lines } of pageLines(pages)) {
    const lengths = lines
      .filter(Boolean)
      .map((line) => line.length)
      .sort((a, b) => a - b);
    const median = lengths[Math.floor(lengths.length / 2)] ?? 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      if (!line) {
        flush();
        continue;
      }
      const next = lines.slice(i + 1, i + 4).find(Boolean) ?? '';
      const atSentenceEnd = !current.text || /[.!?…:"”’)]$/u.test(current.text);
      const heading =
        atSentenceEnd &&
        median >= 40 &&
        line.length < median * 0.6 &&
        line.split(' ').length <= 12 &&
        !/[.,;:!?…"”’)\]]$/u.test(line) &&
        /^[\p{Lu}\p{N}]/u.test(next);
      if (heading) {
        flush();
        current = { text: line, marks: [{ offset: 0, page }] };
        flush();
        continue;
      }
      if (!current.text) {
        current.marks.push({ offset: 0, page });
        current.text = line;
        continue;
      }
      if (/\p{L}[-\u2010]$/u.test(current.text) && /^\p{Ll}/u.test(line)) {
        current.text = current.text.slice(0, -1); // "exam-" + "ple"
      } else {
        current.text += ' ';
      }
      if (current.marks[current.marks.length - 1]?.page !== page)
        current.marks.push({ offset: current.text.length, page });
      current.text += line;
    }
  }
  flush();
  return blocks;
}

function toSentences(pages: SourcePage[]): Sentence[] {
  const sentences: Sentence[] = [];
  for (const block of buildBlocks(pages)) {
    for (const [start, end] of sentenceSpans(block.text)) {
      let page = block.marks[0]?.page ?? 1;
      for (const mark of block.marks) if (mark.offset <= start) page = mark.page;
      const text = block.text.slice(start, end).trim();
      if (text) sentences.push({ index: sentences.length, text, page, vietnamese: VIETNAMESE_CHAR_RE.test(text) });
    }
  }
  return sentences;
}

// ---------------------------------------------------------------------------------------------------------
// Corpus statistics and key terms

interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
}

interface Corpus {
  vietnamese: boolean;
  /** Words seen starting with a lowercase letter somewhere. */
  lowerSeen: Set<string>;
  /** Capitalised words seen other than as a sentence's first word. */
  capitalSeenMid: Set<string>;
  termWords: Set<string>;
  termBigrams: Set<string>;
  sentenceTexts: Set<string>;
}

interface Occurrence {
  kind: TermKind;
  key: string;
  label: string;
  start: number;
  end: number;
  /** Evidence, for names, that this is a person, a place or a thing. */
  evidence: RoleEvidence;
  vietnamese: boolean;
  /** The lowercase words just before and after: numbers with the same unit make the best distractors. */
  context: string[];
}

const isLowerWord = (word: string) => /^\p{Ll}/u.test(word);
const isStop = (word: string) => STOPWORDS.has(word.toLowerCase());

function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN_RE)].map((m) => ({
    text: m[0],
    lower: m[0].toLowerCase(),
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** Offset of the first letter or digit: a sentence may open with a quote or a bracket. */
function firstWordOffset(text: string): number {
  const m = /[\p{L}\p{N}]/u.exec(text);
  return m ? m.index : 0;
}

function analyse(sentences: Sentence[], tokens: Token[][]): Corpus {
  const vietnamese = sentences.filter((s) => s.vietnamese).length > sentences.length * 0.3;
  const lowerSeen = new Set<string>();
  const capitalSeenMid = new Set<string>();
  const unigrams = new Map<string, number>();
  const englishUnigrams = new Map<string, number>();
  const bigrams = new Map<string, number>();
  const vietnameseBigrams = new Set<string>();
  const trigrams = new Map<string, number>();
  sentences.forEach((sentence, n) => {
    const words = tokens[n]!;
    const first = firstWordOffset(sentence.text);
    words.forEach((token, i) => {
      if (isLowerWord(token.text)) {
        lowerSeen.add(token.lower);
        unigrams.set(token.lower, (unigrams.get(token.lower) ?? 0) + 1);
        if (!sentence.vietnamese) englishUnigrams.set(token.lower, (englishUnigrams.get(token.lower) ?? 0) + 1);
        const next = words[i + 1];
        if (next && isLowerWord(next.text) && sentence.text.slice(token.end, next.start) === ' ') {
          const key = `${token.lower} ${next.lower}`;
          bigrams.set(key, (bigrams.get(key) ?? 0) + 1);
          if (sentence.vietnamese) vietnameseBigrams.add(key);
          const third = words[i + 2];
          if (third && isLowerWord(third.text) && sentence.text.slice(next.end, third.start) === ' ') {
            const triple = `${key} ${third.lower}`;
            trigrams.set(triple, (trigrams.get(triple) ?? 0) + 1);
          }
        }
      } else if (token.start !== first) {
        capitalSeenMid.add(token.text);
      }
    });
  });
  // Vietnamese words are syllables: a single one is rarely a term, so Vietnamese terms are pairs only.
  const termWords = new Set<string>();
  for (const [word, count] of englishUnigrams) {
    const letters = word.replace(/['’-]/g, '').length;
    if (isStop(word) || /(?:ly|ed|ing)$/u.test(word) || /['’]/u.test(word)) continue;
    if ((count >= 2 && letters >= 6) || letters >= 10) termWords.add(word);
  }
  const termBigrams = new Set<string>();
  for (const [bigram, count] of bigrams) {
    if (count < 2) continue;
    const [a = '', b = ''] = bigram.split(' ');
    if (isStop(a) || isStop(b) || /['’]/u.test(bigram)) continue;
    // "Sticky": the pair makes up a good share of the rarer word's uses ("carbon dioxide", not "planets orbit").
    if (count < 0.5 * Math.min(unigrams.get(a) ?? 0, unigrams.get(b) ?? 0)) continue;
    if (vietnameseBigrams.has(bigram)) {
      if (a.length + b.length < 4) continue;
    } else if (
      a.length < 3 ||
      b.length < 3 ||
      /ly$/u.test(a) ||
      /(?:ly|ed|ing)$/u.test(b) ||
      Math.max(a.length, b.length) < 5
    ) {
      continue;
    }
    termBigrams.add(bigram);
  }
  // A pair that only ever occurs inside one longer phrase beside a more frequent pair is a fragment of it:
  // "cuộc kháng" and "chiến chống" in "cuộc kháng chiến chống", where "kháng chiến" is the term.
  for (const [triple, count] of trigrams) {
    const [a, b, c] = triple.split(' ');
    const left = `${a} ${b}`;
    const right = `${b} ${c}`;
    if (!termBigrams.has(left) || !termBigrams.has(right)) continue;
    const leftCount = bigrams.get(left) ?? 0;
    const rightCount = bigrams.get(right) ?? 0;
    // Both always together: which pair is the word is unknown, so neither is used.
    if (rightCount === count && leftCount >= count) termBigrams.delete(right);
    if (leftCount === count && rightCount >= count) termBigrams.delete(left);
  }
  return {
    vietnamese,
    lowerSeen,
    capitalSeenMid,
    termWords,
    termBigrams,
    sentenceTexts: new Set(sentences.map((s) => s.text.toLowerCase())),
  };
}

const WORD_BEFORE_RE = new RegExp(String.raw`([\p{L}\p{M}]+)${NOT_WORD}*$`, 'u');
const WORD_AFTER_RE = new RegExp(String.raw`^${NOT_WORD}*([\p{L}\p{M}]+)`, 'u');
const wordBefore = (text: string, start: number) =>
  WORD_BEFORE_RE.exec(text.slice(Math.max(0, start - 30), start))?.[1];
const wordAfter = (text: string, end: number) => WORD_AFTER_RE.exec(text.slice(end, end + 30))?.[1];

function nameEvidence(text: string, start: number, end: number, label: string, vietnamese: boolean): RoleEvidence {
  let previous = (wordBefore(text, start) ?? '').toLowerCase();
  if (previous === 'the' || previous === 'a' || previous === 'an') {
    previous = (wordBefore(text, text.lastIndexOf(previous, start)) ?? '').toLowerCase(); // "in the Ocean of Storms"
  }
  const words = wordsOf(label);
  const evidence = noEvidence();
  if (PERSON_BEFORE.has(previous)) evidence.person += 1;
  if (PERSON_AFTER_RE.test(text.slice(end, end + 30))) evidence.person += 1;
  if ((previous === 'by' || previous === 'bởi') && words.length >= 2) evidence.person += 0.5;
  if (vietnamese && words.length >= 2 && VI_SURNAMES.has(words[0]!)) evidence.person += 0.75;
  if (PLACE_BEFORE.has(previous)) evidence.place += 1;
  else if (PLACE_BEFORE_WEAK.has(previous)) evidence.place += 0.5;
  const head = words.includes('of') ? words[0]! : words[words.length - 1]!; // Sea of Tranquility, Pacific Ocean
  if (!vietnamese && PLACE_HEADS.has(head)) evidence.place += 1.5;
  if (!vietnamese && THING_HEADS.has(head)) evidence.thing += 2;
  // "Jack Swigert", "Wernher von Braun": two or three capitalised words with no head word are usually a person.
  const capitalised = label.split(' ').filter((w) => !CONNECTORS.has(w));
  if (
    !vietnamese &&
    capitalised.length >= 2 &&
    capitalised.length <= 3 &&
    !words.includes('of') &&
    capitalised.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) &&
    !PLACE_HEADS.has(head) &&
    !THING_HEADS.has(head)
  ) {
    evidence.person += 0.5;
  }
  return evidence;
}

function contextWords(text: string, start: number, end: number): string[] {
  const before = wordBefore(text, start);
  const after = wordAfter(text, end);
  return [before, after]
    .filter((w): w is string => !!w)
    .map((w) => w.toLowerCase())
    .filter((w) => !FUNCTION_WORDS.has(w));
}

/** The key terms of one sentence, at most one per span, of the five kinds. */
function extractTerms(sentence: Sentence, words: Token[], corpus: Corpus): Occurrence[] {
  const { text, vietnamese } = sentence;
  const found: Occurrence[] = [];
  const used = new Uint8Array(text.length);
  const free = (a: number, b: number) => !used.subarray(a, b).includes(1);
  const take = (a: number, b: number) => used.fill(1, a, b);
  const add = (kind: TermKind, label: string, start: number, end: number) => {
    take(start, end);
    const evidence = kind === 'name' ? nameEvidence(text, start, end, label, vietnamese) : noEvidence();
    const context = contextWords(text, start, end);
    found.push({ kind, key: label.toLowerCase(), label, start, end, evidence, vietnamese, context });
  };

  for (const m of text.matchAll(DATE_RE)) add('date', m[0], m.index, m.index + m[0].length);

  const first = firstWordOffset(text);
  for (const m of text.matchAll(NAME_RE)) {
    for (const span of refineName(text, m.index, m[0], first, vietnamese, corpus)) {
      if (!free(span.start, span.end)) continue;
      if (span.reject) take(span.start, span.end);
      else add('name', text.slice(span.start, span.end), span.start, span.end);
    }
  }

  for (const m of text.matchAll(NUMBER_RE)) {
    const end = m.index + m[0].length;
    if (!free(m.index, end)) continue;
    const previous = /([\p{L}.]+)\s$/u.exec(text.slice(Math.max(0, m.index - 20), m.index))?.[1] ?? '';
    if (REFERENCE_WORDS.has(previous.replace(/\.$/, '').toLowerCase())) continue;
    add(termKind(m[0]), m[0], m.index, end);
  }

  const usable = (token: Token) =>
    isLowerWord(token.text) || (token.start === first && corpus.lowerSeen.has(token.lower));
  for (let i = 0; i < words.length; i++) {
    const token = words[i]!;
    const next = words[i + 1];
    if (
      next &&
      usable(token) &&
      isLowerWord(next.text) &&
      text.slice(token.end, next.start) === ' ' &&
      corpus.termBigrams.has(`${token.lower} ${next.lower}`) &&
      free(token.start, next.end)
    ) {
      add('term', `${token.lower} ${next.lower}`, token.start, next.end);
      i++;
      continue;
    }
    if (usable(token) && corpus.termWords.has(token.lower) && free(token.start, token.end)) {
      add('term', token.lower, token.start, token.end);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Cleans one run of capitalised words into names: drops a sentence's first word when it is an ordinary word,
 * titles ("President"), calendar words, possessives; refuses what is not a name. A `reject` span is kept out
 * of every other kind (it is part of a longer Vietnamese phrase such as "Tuyên ngôn Độc lập").
 */
function refineName(
  text: string,
  start: number,
  raw: string,
  sentenceStart: number,
  vietnamese: boolean,
  corpus: Corpus,
): { start: number; end: number; reject: boolean }[] {
  const parts: { word: string; start: number }[] = [];
  let offset = start;
  for (const word of raw.split(' ')) {
    parts.push({ word, start: offset });
    offset += word.length + 1;
  }
  // Split into runs at calendar words, and (English) at capitalised stopwords such as "The" or "In".
  const runs: (typeof parts)[] = [[]];
  for (const part of parts) {
    const lower = part.word.toLowerCase();
    const titleCaseStop = /^\p{Lu}\p{Ll}*$/u.test(part.word) && NAME_BREAKERS.has(lower) && !vietnamese;
    if (CALENDAR_WORDS.has(lower) || (titleCaseStop && part.start !== sentenceStart)) runs.push([]);
    else runs[runs.length - 1]!.push(part);
  }

  const spans: { start: number; end: number; reject: boolean }[] = [];
  for (let run of runs) {
    const trim = () => {
      while (run.length && CONNECTORS.has(run[0]!.word)) run = run.slice(1);
      while (run.length && (CONNECTORS.has(run[run.length - 1]!.word) || /^[A-Z]\.$/.test(run[run.length - 1]!.word))) {
        run = run.slice(0, -1);
      }
    };
    trim();
    if (run.length && run[0]!.start === sentenceStart) {
      const word = run[0]!.word;
      const lower = word.toLowerCase();
      const capitals = run.filter((p) => /^\p{Lu}/u.test(p.word)).length;
      const keep = corpus.capitalSeenMid.has(word) || (capitals >= 2 && !corpus.lowerSeen.has(lower) && !isStop(lower));
      if (!keep || isStop(lower)) run = run.slice(1);
      trim();
    }
    while (run.length > 1 && TITLES.has(run[0]!.word.replace(/\.$/, '').toLowerCase())) {
      run = run.slice(1);
      trim();
    }
    if (!run.length) continue;
    const spanStart = run[0]!.start;
    const lastPart = run[run.length - 1]!;
    let spanEnd = lastPart.start + lastPart.word.length;
    if (/['’]s$/u.test(lastPart.word)) spanEnd -= 2;
    const label = text.slice(spanStart, spanEnd);
    const capitalWords = run.filter((p) => /^\p{Lu}/u.test(p.word));
    const single = capitalWords.length === 1 && run.length === 1;
    const acronym = single && /^\p{Lu}{2,6}$/u.test(label);

    if (label.length < 2 || run.length > 6) continue;
    if (run.some((p) => /^\p{Lu}{7,}$/u.test(p.word))) continue; // a shouted heading, not a name
    if (single && (/^[IVXLCDM]+$/u.test(label) || /^\p{Lu}\.?$/u.test(label))) continue;
    if (single && !acronym && (corpus.lowerSeen.has(label.toLowerCase()) || isStop(label))) continue;

    if (!vietnamese && single) {
      // "the Dutch physician", "the Apollo program": a one-word name modifying a noun is an adjective here.
      const after = /^ (\p{Ll}[\p{L}\p{M}]*)/u.exec(text.slice(spanEnd))?.[1];
      if (after && !isStop(after) && !/(?:ed|s)$/u.test(after) && !PERSON_AFTER_RE.test(` ${after}`)) continue;
    }
    if (vietnamese) {
      const after = /^ (\p{Ll}[\p{L}\p{M}]*)( \p{Lu})?/u.exec(text.slice(spanEnd));
      if (after && ((single && !VI_NAME_FOLLOWERS.has(after[1]!)) || (after[2] && !isStop(after[1]!)))) {
        // "Tuyên ngôn", "Chủ tịch", "Việt Nam Dân chủ Cộng hòa": a fragment of a longer proper phrase.
        spans.push({ start: spanStart, end: spanEnd, reject: true });
        continue;
      }
    }
    spans.push({ start: spanStart, end: spanEnd, reject: false });
  }
  return spans;
}

// ---------------------------------------------------------------------------------------------------------
// Distractor pools

interface PoolEntry {
  kind: TermKind;
  key: string;
  labels: Map<string, number>;
  count: number;
  evidence: RoleEvidence;
  /** Names listed beside this one ("A, B and C"): they usually share its role. */
  listedWith: Set<string>;
  role: Role | null;
  /** How many of its occurrences are in Vietnamese sentences: distractors keep the answer's language. */
  vietnamese: number;
  /** Computed once the document is read: its most frequent spelling and the features distractors are matched on. */
  label: string;
  acronym: boolean;
  designation: boolean;
  parsed: ParsedNumber | null;
  context: Set<string>;
  words: string[];
}

const wordsOf = (label: string) => label.toLowerCase().split(/\s+/).filter(Boolean);

const isAcronym = (label: string) => /^\p{Lu}\S*\p{Lu}/u.test(label) && !/\s/u.test(label); // NASA, RuBisCO
const isDesignation = (label: string) => /\d|\s(?:[IVX]+|\p{Lu})$/u.test(label); // Apollo 11, Saturn V, World War II

function bestLabel(entry: PoolEntry): string {
  let best = '';
  let bestCount = -1;
  for (const [label, count] of entry.labels) {
    if (count > bestCount) [best, bestCount] = [label, count];
  }
  return best;
}

/** Comparison key for "the same option": case, spacing and, for numbers, separators do not count. */
function optionKey(label: string): string {
  const key = label.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return /\d/.test(key) ? key.replace(/[\s.,]/g, '') : key;
}

type Pools = Record<TermKind, Map<string, PoolEntry>>;

const LIST_SEPARATOR_RE = /^(?:, | and |, and | or | và | hoặc |, và )$/u;

/** Every key term of every real sentence (not headings), by kind, with what the document says around it. */
function buildPools(sentences: Sentence[], occurrences: Occurrence[][], vietnamese: boolean): Pools {
  const pools: Pools = { date: new Map(), year: new Map(), number: new Map(), name: new Map(), term: new Map() };
  const pendingLinks: [string, string][] = [];
  for (const sentence of sentences) {
    if (!/[.!?…]["'”’»)\]]*$/u.test(sentence.text)) continue;
    const list = occurrences[sentence.index]!;
    list.forEach((o, i) => {
      const pool = pools[o.kind];
      let entry = pool.get(o.key);
      if (!entry) {
        entry = {
          kind: o.kind,
          key: o.key,
          labels: new Map(),
          count: 0,
          evidence: noEvidence(),
          listedWith: new Set(),
          role: null,
          vietnamese: 0,
          label: o.label,
          acronym: false,
          designation: false,
          parsed: null,
          context: new Set(),
          words: wordsOf(o.label),
        };
        pool.set(o.key, entry);
      }
      entry.count++;
      for (const role of ROLES) entry.evidence[role] += o.evidence[role];
      if (o.vietnamese) entry.vietnamese++;
      entry.labels.set(o.label, (entry.labels.get(o.label) ?? 0) + 1);
      for (const w of o.context) entry.context.add(w);
      const next = list[i + 1];
      if (
        o.kind === 'name' &&
        next?.kind === 'name' &&
        LIST_SEPARATOR_RE.test(sentence.text.slice(o.end, next.start))
      ) {
        entry.listedWith.add(next.key);
        const other = pool.get(next.key);
        if (other) other.listedWith.add(o.key);
        else pendingLinks.push([next.key, o.key]);
      }
    });
  }
  for (const [key, listed] of pendingLinks) pools.name.get(key)?.listedWith.add(listed);
  for (const pool of Object.values(pools)) {
    for (const entry of pool.values()) {
      entry.label = bestLabel(entry);
      entry.acronym = isAcronym(entry.label);
      entry.designation = isDesignation(entry.label);
      if (entry.kind === 'number') entry.parsed = parseNumber(entry.label, vietnamese);
    }
  }
  for (const entry of pools.name.values()) {
    const evidence = { ...entry.evidence };
    for (const key of entry.listedWith) {
      const other = pools.name.get(key);
      const role = other && roleOf(other.evidence);
      if (role) evidence[role] += 0.5;
    }
    entry.role = roleOf(evidence);
  }
  return pools;
}
// ---------------------------------------------------------------------------------------------------------
// Numbers

interface ParsedNumber {
  value: number;
  decimals: number;
  group: string;
  decimal: string;
  suffix: string;
}

function parseNumber(label: string, vietnamese: boolean): ParsedNumber | null {
  const m = /^([\d.,]+)(.*)$/u.exec(label);
  if (!m) return null;
  const core = m[1]!;
  const suffix = m[2]!;
  let group = '';
  let decimal = vietnamese ? ',' : '.';
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(core) && !(vietnamese && /^\d{1,3},\d{3}$/.test(core))) {
    group = ',';
    decimal = '.';
  } else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(core) && !(!vietnamese && /^\d{1,3}\.\d{3}$/.test(core))) {
    group = '.';
    decimal = ',';
  } else if (/^\d+[.,]\d+$/.test(core)) {
    decimal = core.includes('.') ? '.' : ',';
  } else if (!/^\d+$/.test(core)) {
    return null;
  }
  const [integer = '', fraction = ''] = core.split(decimal);
  const value = Number(`${integer.split(group || '\u0000').join('')}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  return { value, decimals: fraction.length, group, decimal, suffix };
}

function formatNumber(value: number, p: ParsedNumber): string {
  const [integer = '0', fraction] = value.toFixed(p.decimals).split('.');
  const grouped = p.group && integer.length > 3 ? integer.replace(/\B(?=(\d{3})+$)/g, p.group) : integer;
  return `${grouped}${fraction ? p.decimal + fraction : ''}${p.suffix}`;
}

/** Plausible values near the answer, in its format: used only when the document has too few of its kind. */
function deriveNumbers(label: string, kind: TermKind, vietnamese: boolean): string[] {
  if (kind === 'year') {
    const year = Number(label);
    return [1, -1, 2, -2, 3, -3, 5, -5, 10, -10].map((d) => String(year + d)).filter((y) => termKind(y) === 'year');
  }
  if (kind === 'date') {
    const year = /\d{4}(?!.*\d{4})/u.exec(label);
    if (year) {
      const value = Number(year[0]);
      return [1, -1, 2, -2, 3, -3, 5].map(
        (d) => label.slice(0, year.index) + String(value + d) + label.slice(year.index + 4),
      );
    }
    const month = /(tháng )(\d{1,2})/iu.exec(label);
    const day = month ?? /^(\D*)(\d{1,2})/u.exec(label);
    if (!day) return [];
    const n = Number(day[2]);
    const limit = month ? 12 : 28;
    const at = day.index + day[1]!.length;
    return [1, -1, 2, -2, 3, 4, -3]
      .map((d) => n + d)
      .filter((v) => v >= 1 && v <= limit)
      .map((v) => label.slice(0, at) + String(v) + label.slice(at + day[2]!.length));
  }
  const parsed = parseNumber(label, vietnamese);
  if (!parsed) return [];
  const { value, decimals } = parsed;
  let candidates: number[];
  if (decimals === 0 && value <= 12) {
    candidates = [value + 1, value - 1, value + 2, value - 2, value + 3, value + 4, value - 3];
  } else {
    const digits = String(Math.trunc(value)).length;
    const trailingZeros = decimals === 0 ? (/0*$/.exec(String(Math.trunc(value)))?.[0].length ?? 0) : 0;
    const step = decimals > 0 ? 10 ** -decimals : 10 ** Math.max(0, Math.min(trailingZeros, digits - 2));
    candidates = [0.8, 1.2, 0.9, 1.1, 0.7, 1.3, 1.5, 0.6, 2, 0.5].map((f) => Math.round((value * f) / step) * step);
  }
  const percent = /%|percent|phần trăm/u.test(parsed.suffix);
  return candidates
    .filter((v) => v > 0 && v !== value && (!percent || value > 100 || v <= 100))
    .map((v) => formatNumber(v, parsed))
    .filter((v) => termKind(v) === kind);
}

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------------------
// Questions

interface Candidate {
  sentence: Sentence;
  occurrence: Occurrence;
  answerKey: string;
  score: number;
  /** Document order: ties go to the earlier sentence. */
  order: number;
}

/** A binary heap; `before(a, b)` says whether a comes out first. */
class Heap<T> {
  private items: T[] = [];
  constructor(private readonly before: (a: T, b: T) => boolean) {}

  push(item: T): void {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }

  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let first = i;
        if (left < items.length && this.before(items[left]!, items[first]!)) first = left;
        if (right < items.length && this.before(items[right]!, items[first]!)) first = right;
        if (first === i) break;
        [items[i], items[first]] = [items[first]!, items[i]!];
        i = first;
      }
    }
    return top;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRegExp = (word: string, flags: string) =>
  new RegExp(String.raw`(?<![${L}\p{N}])${escapeRegExp(word)}(?![${L}\p{N}])`, flags);

function isQuestionWorthy(text: string, vietnamese: boolean): boolean {
  if (!/^["“‘'«(]?[\p{Lu}\p{N}]/u.test(text)) return false;
  if (!/[.!…]["'”’»)\]]*$/u.test(text) || text.includes('?')) return false;
  if (/https?:\/\/|www\.|\S@\S/u.test(text) || text.length > 350) return false;
  const words = countWords(text);
  if (words < 8 || words > (vietnamese ? 50 : 40)) return false;
  if ((text.match(/\p{L}/gu)?.length ?? 0) < text.length * 0.6) return false;
  const opening = /^["“‘'«(]?([\p{L}\p{M}]+)(?: ([\p{L}\p{M}]+))?/u.exec(text);
  const first = opening?.[1]?.toLowerCase() ?? '';
  if (BACK_REFERENCES.has(first) || BACK_REFERENCE_PAIRS.has(`${first} ${opening?.[2]?.toLowerCase() ?? ''}`)) {
    return false;
  }
  return true;
}

const KIND_WEIGHT: Record<TermKind, number> = { date: 3.2, name: 3, year: 2.8, term: 2.6, number: 2.4 };

function scoreCandidate(sentence: Sentence, occurrence: Occurrence, siblings: number, pool: PoolEntry | undefined) {
  const words = countWords(sentence.text);
  let score = KIND_WEIGHT[occurrence.kind];
  score += 0.25 * Math.min((pool?.count ?? 1) - 1, 4); // a term the document returns to is central to it
  score += words >= 10 && words <= 30 ? 1 : 0.5;
  score += 0.15 * Math.min(siblings - 1, 3);
  if (occurrence.kind === 'number' && /^\d$/.test(occurrence.label)) score -= 1.2;
  if (occurrence.label.length > sentence.text.length * 0.4) score -= 2;
  if (sentence.text.toLowerCase().split(occurrence.label.toLowerCase()).length > 2) score -= 1.5; // two blanks
  return score;
}

function shareWords(a: string[], b: string[]): boolean {
  const small = a.length <= b.length ? a : b;
  const large = new Set(a.length <= b.length ? b : a);
  return small.every((w) => large.has(w));
}

/** What the offline generator writes: single-choice clozes and true/false statements. */
type OfflineKind = Extract<GeneratedQuestionKind, 'single' | 'true_false'>;

/**
 * How many questions of each kind to aim for: about a third true/false when both are asked, all of them when
 * only true/false is. 'multiple' is written as single choice (no note in the response): a cloze sentence has
 * one blank, so the document offers one right answer and never a second one to select beside it.
 */
function quotas(wanted: number, kinds: readonly GeneratedQuestionKind[]): Record<OfflineKind, number> {
  const statements = kinds.includes('true_false');
  const clozes = kinds.length === 0 || kinds.some((kind) => kind !== 'true_false');
  const trueFalse = !statements ? 0 : clozes ? Math.round(wanted / 3) : wanted;
  return { single: wanted - trueFalse, true_false: trueFalse };
}

/**
 * Generates up to `count` questions from the pages: cloze questions, and true/false statements when `kinds`
 * includes 'true_false'; fewer when the text cannot support more. Returns an empty list for text under
 * MIN_WORDS_FOR_QUESTIONS words; the caller decides what to tell the user.
 */
export function generateOfflineQuestions(
  pages: SourcePage[],
  options: { count: number; kinds?: readonly GeneratedQuestionKind[] },
): GeneratedQuestion[] {
  const wanted = Math.floor(options.count);
  if (!(wanted > 0)) return [];
  const quota = quotas(wanted, options.kinds ?? ['single']);
  const asked = (['single', 'true_false'] as const).filter((kind) => quota[kind] > 0);
  const totalWords = pages.reduce((sum, p) => sum + countWords(p.text ?? ''), 0);
  if (totalWords < MIN_WORDS_FOR_QUESTIONS) return [];

  const sentences = toSentences(pages);
  const tokens = sentences.map((s) => tokenize(s.text));
  const corpus = analyse(sentences, tokens);
  const occurrences = sentences.map((s, n) => extractTerms(s, tokens[n]!, corpus));

  const pools = buildPools(sentences, occurrences, corpus.vietnamese);

  const candidates: Candidate[] = [];
  const seenTexts = new Set<string>();
  for (const sentence of sentences) {
    const key = sentence.text.toLowerCase();
    if (seenTexts.has(key)) continue; // the same sentence repeated (a running header that slipped through)
    seenTexts.add(key);
    if (!isQuestionWorthy(sentence.text, sentence.vietnamese)) continue;
    const list = occurrences[sentence.index]!;
    for (const occurrence of list) {
      const pool = pools[occurrence.kind].get(occurrence.key);
      candidates.push({
        sentence,
        occurrence,
        answerKey: optionKey(occurrence.label),
        score: scoreCandidate(sentence, occurrence, list.length, pool),
        order: candidates.length,
      });
    }
  }

  // Greedy, best first, with a penalty for each question already taken from the same page (spread the quiz
  // over the document) and of the same kind (mix names, dates, numbers and terms). Penalties only grow, so a
  // lazily re-scored heap finds the same order as rescanning every candidate, in O(n log n).
  const chosen: { sentence: Sentence; question: GeneratedQuestion }[] = [];
  const usedSentences = new Set<number>();
  const usedAnswers = new Set<string>();
  const usedContent = new Set<string>();
  const perPage = new Map<number, number>();
  const perKind = new Map<TermKind, number>();
  const made: Record<OfflineKind, number> = { single: 0, true_false: 0 };
  const statements = { true: 0, false: 0 };
  /** Sentences that only failed because the kind they suit was full: they may fill the quiz at the end. */
  const deferred: Candidate[] = [];
  const build = (c: Candidate, kind: OfflineKind): GeneratedQuestion | null => {
    let question: GeneratedQuestion | null;
    if (kind === 'single') {
      question = buildQuestion(c, pools, corpus);
    } else {
      // Balance true and false; on a tie, let the sentence decide, so the answers follow no pattern.
      const wantFalse =
        statements.false < statements.true ||
        (statements.false === statements.true && (hashString(c.sentence.text) & 1) === 1);
      question = buildStatement(c, pools, corpus, wantFalse);
    }
    return question && !usedContent.has(question.content.toLowerCase()) ? question : null;
  };
  const take = (c: Candidate, question: GeneratedQuestion) => {
    chosen.push({ sentence: c.sentence, question });
    usedSentences.add(c.sentence.index);
    usedAnswers.add(c.answerKey);
    usedContent.add(question.content.toLowerCase());
    perPage.set(c.sentence.page, (perPage.get(c.sentence.page) ?? 0) + 1);
    perKind.set(c.occurrence.kind, (perKind.get(c.occurrence.kind) ?? 0) + 1);
    if (question.kind === 'true_false') {
      made.true_false++;
      statements[question.options[0]!.isCorrect ? 'true' : 'false']++;
    } else {
      made.single++;
    }
  };
  const current = (c: Candidate) =>
    c.score - 1.2 * (perPage.get(c.sentence.page) ?? 0) - 0.35 * (perKind.get(c.occurrence.kind) ?? 0);
  const heap = new Heap<{ candidate: Candidate; score: number }>(
    (a, b) => a.score > b.score || (a.score === b.score && a.candidate.order < b.candidate.order),
  );
  for (const candidate of candidates) heap.push({ candidate, score: candidate.score });
  while (chosen.length < wanted) {
    const top = heap.pop();
    if (!top) break;
    const c = top.candidate;
    if (usedSentences.has(c.sentence.index) || usedAnswers.has(c.answerKey)) continue;
    const score = current(c);
    if (score < top.score) {
      heap.push({ candidate: c, score }); // stale: re-rank with today's penalties
      continue;
    }
    // The kind furthest behind its share goes first, so the kinds are spread over the document.
    const open = asked
      .filter((kind) => made[kind] < quota[kind])
      .sort((a, b) => made[a] / quota[a] - made[b] / quota[b]);
    let question: GeneratedQuestion | null = null;
    for (const kind of open) {
      question = build(c, kind);
      if (question) break;
    }
    if (question) take(c, question);
    else if (open.length < asked.length) deferred.push(c);
  }
  // One kind ran out of sentences it suits: the other kind fills the quiz rather than leave it short.
  for (const c of deferred) {
    if (chosen.length >= wanted) break;
    if (usedSentences.has(c.sentence.index) || usedAnswers.has(c.answerKey)) continue;
    for (const kind of asked) {
      const question = build(c, kind);
      if (question) {
        take(c, question);
        break;
      }
    }
  }
  return chosen.sort((a, b) => a.sentence.index - b.sentence.index).map((c) => c.question);
}

/**
 * A true/false statement from the candidate's sentence: false (when asked and possible) is the sentence with its
 * key term swapped for a same-kind term from the document; otherwise the sentence as written, true.
 */
function buildStatement(candidate: Candidate, pools: Pools, corpus: Corpus, wantFalse: boolean): GeneratedQuestion {
  const swapped = wantFalse ? swapKeyTerm(candidate, pools, corpus) : null;
  const isTrue = swapped === null;
  return {
    kind: 'true_false',
    content: swapped ?? candidate.sentence.text,
    options: TrueFalseLabels.map((label) => ({ label, isCorrect: (label === 'True') === isTrue })),
    page: candidate.sentence.page,
  };
}

/** The sentence with its key term replaced by the best same-kind term of the document, or null if none fits. */
function swapKeyTerm(candidate: Candidate, pools: Pools, corpus: Corpus): string | null {
  const { sentence, occurrence } = candidate;
  const { kind, label: term } = occurrence;
  const text = sentence.text;
  // The term twice in the sentence: swapping one would leave the other, and the statement would contradict itself.
  if ((text.match(wordRegExp(term, 'giu'))?.length ?? 0) > 1) return null;
  const random = mulberry32(hashString(text) ^ (sentence.index * 2246822519));
  const ranked = rankPool(kind, term, occurrence, pools[kind].get(occurrence.key), pools[kind], corpus, random);
  const sentenceLower = text.toLowerCase();
  const capital = /^\p{Lu}/u.test(text.slice(occurrence.start));
  for (const label of ranked) {
    if (termKind(label) !== kind || optionKey(label) === optionKey(term)) continue;
    if (sentenceLower.includes(label.toLowerCase())) continue;
    // Match the capitalisation of the word replaced ("Photosynthesis" at a sentence start).
    const styled = capital && /^\p{Ll}/u.test(label) ? label.charAt(0).toUpperCase() + label.slice(1) : label;
    const result = text.slice(0, occurrence.start) + styled + text.slice(occurrence.end);
    if (corpus.sentenceTexts.has(result.toLowerCase())) continue; // the document says this too: it would be true
    return result;
  }
  return null;
}

function buildQuestion(candidate: Candidate, pools: Pools, corpus: Corpus): GeneratedQuestion | null {
  const { sentence, occurrence } = candidate;
  const { kind, label: answer } = occurrence;
  const text = sentence.text;
  let content = text.slice(0, occurrence.start) + BLANK + text.slice(occurrence.end);
  content = content.replace(wordRegExp(answer, 'giu'), BLANK);
  const contentLower = content.toLowerCase();
  if (contentLower.includes(answer.toLowerCase())) return null; // inside another word: the blank would not hide it
  if (kind === 'name' || kind === 'term') {
    // "Marie Curie ... Curie's": a word of the answer left in the question gives it away.
    for (const word of wordsOf(answer)) {
      if (word.length < 2 || CONNECTORS.has(word) || isStop(word) || /^\p{L}\.$/u.test(word)) continue;
      if (wordRegExp(word, 'iu').test(content)) return null;
    }
  }

  const random = mulberry32(hashString(text) ^ (sentence.index * 2654435761));
  const answerKey = optionKey(answer);
  const taken = new Set<string>([answerKey]);
  const sentenceLower = text.toLowerCase();
  const distractors: string[] = [];
  const accept = (label: string): boolean => {
    const key = optionKey(label);
    if (taken.has(key) || termKind(label) !== kind) return false;
    if (sentenceLower.includes(label.toLowerCase())) return false;
    const filled = (text.slice(0, occurrence.start) + label + text.slice(occurrence.end)).toLowerCase();
    if (corpus.sentenceTexts.has(filled)) return false; // the document says this too: it would also be right
    taken.add(key);
    distractors.push(label);
    return true;
  };

  const answerEntry = pools[kind].get(occurrence.key);
  const ranked = rankPool(kind, answer, occurrence, answerEntry, pools[kind], corpus, random);
  for (const label of ranked) {
    if (distractors.length === 3) break;
    accept(label);
  }
  if (distractors.length < 3 && (kind === 'number' || kind === 'year' || kind === 'date')) {
    for (const label of deriveNumbers(answer, kind, corpus.vietnamese)) {
      if (distractors.length === 3) break;
      accept(label);
    }
  }
  if (distractors.length < 3) return null;

  // Match the answer's capitalisation ("Tháng 12 năm 1986" at a sentence start).
  const styled = distractors.map((d) =>
    /^\p{Lu}/u.test(answer) && /^\p{Ll}/u.test(d) ? d.charAt(0).toUpperCase() + d.slice(1) : d,
  );
  const labels = [answer, ...styled];
  if (new Set(labels.map(optionKey)).size !== 4) return null;
  const options = labels.map((label, i) => ({ label, isCorrect: i === 0 }));
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return { kind: 'single', content, options, page: sentence.page };
}

/** Same-kind terms from the document, best distractors first. */
function rankPool(
  kind: TermKind,
  answer: string,
  occurrence: Occurrence,
  answerEntry: PoolEntry | undefined,
  pool: Map<string, PoolEntry>,
  corpus: Corpus,
  random: () => number,
): string[] {
  const answerWords = wordsOf(answer);
  const scored: { label: string; score: number }[] = [];
  const answerContext = new Set([...occurrence.context, ...(answerEntry?.context ?? [])]);
  const answerRole = answerEntry?.role ?? roleOf(occurrence.evidence);

  const parsedAnswer = kind === 'number' ? parseNumber(answer, corpus.vietnamese) : null;
  const answerYear = (label: string) => Number(/\d{4}(?!.*\d{4})/u.exec(label)?.[0] ?? NaN);
  const dateShape = (label: string) => label.toLowerCase().replace(MONTH_WORD_RE, 'M').replace(/\d+/g, '#');

  for (const entry of pool.values()) {
    if (entry.key === occurrence.key) continue;
    if ((kind === 'name' || kind === 'term') && entry.vietnamese * 2 > entry.count !== occurrence.vietnamese) continue;
    const label = entry.label;
    let score = random() * 0.6;
    switch (kind) {
      case 'name': {
        if (isAcronym(answer) !== entry.acronym || isDesignation(answer) !== entry.designation) continue;
        if (shareWords(answerWords, entry.words)) continue; // "Curie" vs "Marie Curie": the same person
        const gap = Math.abs(entry.words.length - answerWords.length);
        if (gap >= 3) continue;
        score += gap === 0 ? 2 : gap === 1 ? 1 : 0;
        if (answerRole && entry.role && answerRole !== entry.role) continue; // a person for a place
        if (answerRole && entry.role === answerRole) score += 2;
        if (entry.designation && entry.words[0] === answerWords[0]) score += 1; // Apollo 11 / Apollo 13
        if ([...entry.context].some((w) => answerContext.has(w))) score += 0.5;
        score += 0.3 * Math.min(entry.count, 4);
        break;
      }
      case 'term': {
        if (entry.words.length !== answerWords.length || shareWords(answerWords, entry.words)) continue;
        const plural = (w: string) => /[^s]s$/u.test(w) && !/(?:us|is)$/u.test(w);
        if (!occurrence.vietnamese && plural(answer) !== plural(label)) continue;
        score += 0.2 * Math.min(entry.count, 4) - 0.05 * Math.abs(label.length - answer.length);
        if ([...entry.context].some((w) => answerContext.has(w))) score += 0.5;
        break;
      }
      case 'year': {
        const gap = Math.abs(Number(label) - Number(answer));
        if (gap > 100) continue;
        score -= gap / 25;
        break;
      }
      case 'date': {
        if (dateShape(label) !== dateShape(answer)) continue;
        const gap = Math.abs(answerYear(label) - answerYear(answer));
        if (Number.isFinite(gap)) {
          if (gap > 100) continue;
          score -= gap / 25;
        }
        break;
      }
      case 'number': {
        const parsed = entry.parsed;
        if (!parsed || !parsedAnswer || parsed.value <= 0 || parsedAnswer.value <= 0) continue;
        if (parsed.suffix.trim().toLowerCase() !== parsedAnswer.suffix.trim().toLowerCase()) continue; // % / million
        const ratio = Math.abs(Math.log10(parsed.value / parsedAnswer.value));
        const sameUnit = [...entry.context].some((w) => answerContext.has(w));
        if (ratio > 1 || (!sameUnit && ratio > Math.log10(3))) continue;
        score += (sameUnit ? 2 : 0) - ratio - (parsed.decimals === parsedAnswer.decimals ? 0 : 1);
        if (parsed.group !== parsedAnswer.group && Math.max(parsed.value, parsedAnswer.value) >= 1000) score -= 1;
        break;
      }
    }
    scored.push({ label, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((s) => s.label);
}
