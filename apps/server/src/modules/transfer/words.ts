/**
 * The import's warnings and problems and the export's left-out list in the reader's language (issue 20). The
 * readers and writers compose their sentences in English from a known set of shapes ('Line 14: matching questions
 * are not supported — skipped'); here each shape has its Vietnamese, with the same names, numbers and quoted texts.
 * English passes through unchanged. A sentence of no known shape stays English, and `words.test.ts` fails when a
 * reader's or writer's sentence has none.
 */
import type { Language } from '@quiz/contract/languages';
import { messageKeyOf, messagesIn } from '@quiz/contract/message-catalog';

type Rule = [pattern: RegExp, vietnamese: (...parts: string[]) => string];

/** Where a sentence is: 'Line 14', 'Row 3', 'Question 2', 'Quiz'. */
const places: Rule[] = [
  [/^Line (\d+)$/, (n) => `Dòng ${n}`],
  [/^Row (\d+)$/, (n) => `Hàng ${n}`],
  [/^Question (\d+)$/, (n) => `Câu ${n}`],
  [/^Quiz$/, () => 'Quiz'],
];

/** How a warning ends: what became of the question or text. */
const endings: [english: string, vietnamese: string][] = [
  [' — skipped', ' — bỏ qua'],
  [' — left out', ' — không đưa vào'],
  [' — cut', ' — đã cắt bớt'],
];

/** Our kinds' names as the sentences give them ('true/false' or 'true_false'), in Vietnamese. */
const kindNames: Record<string, string> = {
  single: 'chọn một đáp án',
  multiple: 'chọn nhiều đáp án',
  'true/false': 'đúng/sai',
  true_false: 'đúng/sai',
  typed: 'tự nhập',
  ordering: 'sắp xếp',
  poll: 'thăm dò ý kiến',
};
const kind = (name: string) => kindNames[name] ?? name;

/** Whole sentences and the cores of warnings (their ending taken off), with what varies in groups. */
export const sentences: Rule[] = [
  // GIFT
  [/^essay questions are not supported$/, () => 'không hỗ trợ câu hỏi tự luận'],
  [/^numerical questions are not supported$/, () => 'không hỗ trợ câu hỏi dạng số'],
  [/^matching questions are not supported$/, () => 'không hỗ trợ câu hỏi ghép đôi'],
  [
    /^the answers in braces must start with '=' or '~'$/,
    () => "các đáp án trong ngoặc nhọn phải bắt đầu bằng '=' hoặc '~'",
  ],
  [/^an answer is empty$/, () => 'có một đáp án để trống'],
  [/^no answer is marked correct$/, () => 'không có đáp án nào được đánh dấu đúng'],
  [/^the title is not closed with '::'\.$/, () => "tiêu đề chưa được đóng bằng '::'."],
  [
    /^a description without answers is not a question$/,
    () => 'một đoạn mô tả không có đáp án thì không phải là câu hỏi',
  ],
  [
    /^the answers opened with '\{' are not closed with '\}'\.$/,
    () => "các đáp án mở bằng '{' chưa được đóng bằng '}'.",
  ],
  [/^the question has no text$/, () => 'câu hỏi không có nội dung'],
  [
    /^(ordering questions|polls) cannot be written in GIFT$/,
    (what) => `không thể ghi ${what === 'polls' ? 'thăm dò ý kiến' : 'câu hỏi sắp xếp'} sang GIFT`,
  ],
  // Aiken
  [
    /^a blank line comes before the ANSWER line of the question above\.$/,
    () => 'có một dòng trống trước dòng ANSWER của câu hỏi phía trên.',
  ],
  [/^an ANSWER line comes before any question\.$/, () => 'có một dòng ANSWER đứng trước mọi câu hỏi.'],
  [
    /^a question needs at least two lettered options \(A\. …\) before its ANSWER line\.$/,
    () => 'một câu hỏi cần ít nhất hai lựa chọn có chữ cái (A. …) trước dòng ANSWER.',
  ],
  [
    /^the answer '([\s\S]*)' is not one of the options' letters\.$/,
    (a) => `đáp án '${a}' không phải là chữ cái của lựa chọn nào.`,
  ],
  [/^option (\S+) comes where option (\S+) should be\.$/, (a, b) => `lựa chọn ${a} đứng ở chỗ của lựa chọn ${b}.`],
  [
    /^a line that is not an option comes before the ANSWER line\.$/,
    () => 'có một dòng không phải lựa chọn đứng trước dòng ANSWER.',
  ],
  [/^the last question has no ANSWER line\.$/, () => 'câu hỏi cuối cùng không có dòng ANSWER.'],
  [/^(\S+) questions cannot be written in Aiken$/, (k) => `không thể ghi câu hỏi ${kind(k)} sang Aiken`],
  // CSV and spreadsheets
  [
    /^a quoted field is not closed with a quote\.$/,
    () => 'một ô mở bằng dấu ngoặc kép chưa được đóng bằng dấu ngoặc kép.',
  ],
  [
    /^the first row must name the columns, one of them 'Question'\.$/,
    () => "hàng đầu tiên phải ghi tên các cột, trong đó có cột 'Question'.",
  ],
  [/^the kind '([\s\S]*)' is not one of ([\s\S]+)$/, (k, list) => `loại '${k}' không thuộc ${list}`],
  [/^the time '([\s\S]*)' is not a whole number of seconds$/, (t) => `thời gian '${t}' không phải là số giây nguyên`],
  [/^the points '([\s\S]*)' are not one of ([\s\S]+)$/, (p, list) => `điểm '${p}' không thuộc ${list}`],
  [
    /^a true\/false question's Correct must be True or False$/,
    () => 'cột Correct của câu hỏi đúng/sai phải là True hoặc False',
  ],
  [
    /^Correct must name options by number, from 1 to (\d+)$/,
    (n) => `cột Correct phải ghi số thứ tự của lựa chọn, từ 1 đến ${n}`,
  ],
  [
    /^a single-choice question has one correct option \(the kind for several is multiple\)$/,
    () => 'câu hỏi chọn một đáp án chỉ có một lựa chọn đúng (loại cho nhiều đáp án là multiple)',
  ],
  [
    /^no row names Kahoot!'s columns: Question, Answer 1 … and Correct answer\(s\)\.$/,
    () => 'không có hàng nào ghi tên các cột của Kahoot!: Question, Answer 1 … và Correct answer(s).',
  ],
  // Kahoot!
  [/^no correct answer is chosen$/, () => 'chưa chọn đáp án đúng'],
  [
    /^the correct answer '([\s\S]*)' is not the number of one of its answers$/,
    (a) => `đáp án đúng '${a}' không phải là số thứ tự của một đáp án`,
  ],
  [
    /^the time limit '([\s\S]*)' is not a whole number of seconds$/,
    (t) => `giới hạn thời gian '${t}' không phải là số giây nguyên`,
  ],
  [
    /^(\S+) questions cannot be written in a Kahoot! spreadsheet$/,
    (k) => `không thể ghi câu hỏi ${kind(k)} sang bảng tính Kahoot!`,
  ],
  [
    /^it has more than (\d+) answers, more than a Kahoot! question holds$/,
    (n) => `câu hỏi có hơn ${n} đáp án, nhiều hơn một câu hỏi Kahoot! có thể chứa`,
  ],
  [/^its picture is not included$/, () => 'không kèm hình ảnh của câu hỏi'],
  [
    /^its 'Diacritics must match' setting is not carried$/,
    () => "không mang theo thiết lập 'Phải viết đúng dấu' của câu hỏi",
  ],
  [/^its picture is not included, only its description$/, () => 'không kèm hình ảnh, chỉ kèm mô tả của nó'],
  // Moodle XML
  [/^an answer has no text once its markup is removed$/, () => 'có một đáp án không còn chữ nào sau khi bỏ định dạng'],
  [
    /^exactly one of true and false must be marked correct$/,
    () => 'phải đánh dấu một và chỉ một trong hai giá trị true/false là đáp án đúng',
  ],
  [
    /^the answer '([\s\S]*)' uses Moodle's wildcard \*, which is not supported$/,
    (a) => `đáp án '${a}' dùng ký tự đại diện * của Moodle, điều này không được hỗ trợ`,
  ],
  [/^no answer gets full marks$/, () => 'không có đáp án nào được điểm tối đa'],
  [/^([\s\S]+) questions are not supported$/, (type) => `không hỗ trợ câu hỏi loại ${type}`],
  [/^the pictures in its text are left out$/, () => 'các hình ảnh trong nội dung câu hỏi không được đưa vào'],
  [/^the XML is not well formed: ([\s\S]*)\.$/, (problem) => `XML không đúng cú pháp: ${problem}.`],
  [
    /^the file is not Moodle XML: its root element must be <quiz>\.$/,
    () => 'tệp không phải Moodle XML: phần tử gốc phải là <quiz>.',
  ],
  [
    /^the file declares a DOCTYPE or entities, which Moodle XML does not use — refused for safety\.$/,
    () => 'tệp khai báo DOCTYPE hoặc entity, những thứ Moodle XML không dùng — bị từ chối để đảm bảo an toàn.',
  ],
  [
    /^the XML could not be read: its elements are nested too deeply or have names Moodle XML does not use\.$/,
    () => 'không đọc được XML: các phần tử lồng nhau quá sâu hoặc có tên mà Moodle XML không dùng.',
  ],
  [/^typed questions need their answers$/, () => 'câu hỏi tự nhập cần có đáp án'],
  [/^polls cannot be written in Moodle XML$/, () => 'không thể ghi thăm dò ý kiến sang Moodle XML'],
  // Our JSON
  [/^the JSON is not well formed\.$/, () => 'JSON không đúng cú pháp.'],
  [
    /^this JSON is not a Quiz Adventure quiz \(it has no "format": "([^"]*)"\)\.$/,
    (name) => `JSON này không phải quiz của Quiz Adventure (không có "format": "${name}").`,
  ],
  [/^not a question$/, () => 'không phải là câu hỏi'],
  [
    /^its picture is not in this file \(a \.zip export carries it\)$/,
    () => 'hình ảnh của câu hỏi không có trong tệp này (bản xuất dạng .zip mới kèm hình ảnh)',
  ],
  [/^its picture '([\s\S]*)' is not in the zip$/, (name) => `hình ảnh '${name}' không có trong tệp zip`],
  [
    /^its picture has no description, which every picture needs$/,
    () => 'hình ảnh của câu hỏi không có mô tả, trong khi hình ảnh nào cũng cần có',
  ],
  [
    /^its picture's description is longer than (\d+) characters$/,
    (n) => `mô tả hình ảnh của câu hỏi dài hơn ${n} ký tự`,
  ],
  [
    /^its picture cannot be used \(([\s\S]+)\)$/,
    (reason) => `không dùng được hình ảnh của câu hỏi (${sharedVi(reason) ?? reason})`,
  ],
  // The editor's limits
  [/^the question is longer than (\d+) characters$/, (n) => `câu hỏi dài hơn ${n} ký tự`],
  [/^only the first (\d+) of its (\d+) options are kept$/, (n, m) => `chỉ giữ ${n} lựa chọn đầu tiên trong số ${m}`],
  [/^an option is longer than (\d+) characters$/, (n) => `một lựa chọn dài hơn ${n} ký tự`],
  [
    /^only the first (\d+) of its (\d+) accepted answers are kept$/,
    (n, m) => `chỉ giữ ${n} đáp án được chấp nhận đầu tiên trong số ${m}`,
  ],
  [/^an accepted answer is longer than (\d+) characters$/, (n) => `một đáp án được chấp nhận dài hơn ${n} ký tự`],
  [/^not a valid question$/, () => 'không phải là câu hỏi hợp lệ'],
  [
    /^its time per question \(([^)]+) s\) is not between (\d+) and (\d+) seconds — (\d+) s is used$/,
    (t, min, max, used) =>
      `thời gian cho mỗi câu hỏi (${t} giây) không nằm trong khoảng ${min} đến ${max} giây — dùng ${used} giây`,
  ],
];

function byRules(rules: Rule[], text: string): string | undefined {
  for (const [pattern, vietnamese] of rules) {
    const match = pattern.exec(text);
    if (match) return vietnamese(...match.slice(1));
  }
  return undefined;
}

/** One of the shared messages (the editor's rules, a picture's checks) in Vietnamese. */
function sharedVi(text: string): string | undefined {
  const key = messageKeyOf(text);
  const shared = key === undefined ? undefined : messagesIn('vi')[key];
  return typeof shared === 'string' ? shared : undefined;
}

/** A sentence's own words: a known shape, or one of the shared messages. */
function sentenceVi(text: string): string | undefined {
  return byRules(sentences, text) ?? sharedVi(text);
}

/** The Vietnamese of one sentence, or undefined when its shape is not known. */
export function vietnameseOf(text: string): string | undefined {
  const placeAlone = byRules(places, text);
  if (placeAlone !== undefined) return placeAlone;
  const more = /^…and (\d+) more$/.exec(text);
  if (more) return `…và ${more[1]} mục nữa`;
  const placed = /^(Line \d+|Row \d+|Question \d+|Quiz): ([\s\S]*)$/.exec(text);
  const place = placed ? byRules(places, placed[1]!) : undefined;
  const rest = placed ? placed[2]! : text;
  // The ending first: a shape with a list at its end would otherwise take the ending into the list.
  const ending = endings.find(([english]) => rest.endsWith(english));
  const core = ending ? sentenceVi(rest.slice(0, -ending[0].length)) : undefined;
  const said = ending && core !== undefined ? core + ending[1] : sentenceVi(rest);
  if (said === undefined) return undefined;
  return place === undefined ? said : `${place}: ${said}`;
}

/** A sentence of the import or export in `language`; English (or an unknown shape) as it is. */
export function transferText(text: string, language: Language | undefined): string {
  return language === 'vi' ? (vietnameseOf(text) ?? text) : text;
}
