/**
 * Moodle XML, Moodle's own format for questions (docs.moodle.org, "Moodle XML format"), read into a draft and written
 * from a quiz:
 *
 *   <quiz>
 *     <question type="category"><category><text>$course$/top/Địa lý</text></category></question>
 *     <question type="multichoice">
 *       <name><text>Thủ đô</text></name>
 *       <questiontext format="html"><text><![CDATA[<p>Thủ đô của Việt Nam là gì?</p>]]></text></questiontext>
 *       <single>true</single>
 *       <answer fraction="100"><text>Hà Nội</text></answer>
 *       <answer fraction="0"><text>Huế</text></answer>
 *     </question>
 *   </quiz>
 *
 * The kinds map to ours: `multichoice` is one correct (`<single>true</single>`) or several (`false`), an answer being
 * correct when its fraction is above zero; `truefalse` is true/false; `shortanswer` is typed, its full-mark answers
 * accepted; `ordering` (the qtype_ordering plugin) is ordering, its items in the file's order, which is the order
 * the plugin reads as correct. Categories are not questions: the first one named gives the quiz its title. Matching,
 * numerical, essay, cloze and the other types have no kind here: left out with a warning. XML has no useful lines, so
 * warnings name a question by its place among the questions ('Question 3'), categories not counted.
 *
 * Text in HTML (Moodle's usual format) is reduced to its text, as GIFT's `[html]` is. A file that declares a DOCTYPE
 * is refused before it is parsed: Moodle never writes one, and it is how external entities (XXE) and entity
 * expansion ('billion laughs') get into XML.
 */
import type { QuestionPoint } from '@quiz/contract/limits';
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';
import { XMLParser, XMLValidator, type EntityDecoderOptions } from 'fast-xml-parser';
import {
  ended,
  ImportError,
  lineAt,
  trueFalseOptions,
  type Draft,
  type DraftOption,
  type DraftQuestion,
} from './draft';
import { character, reference, textOfHtml, tidy, xmlEntities } from './html-text';
import { notCarried, questionAt, type ExportFile, type ExportQuestion, type ExportQuiz } from './quiz-file';

/**
 * XML's own references, decoded in one pass (so `&amp;lt;` is the text `&lt;`, never `<`). The parser's decoder
 * leaves character references such as `&#7855;` as written unless HTML's entities are on, and those are not XML's.
 */
const xmlDecoder: EntityDecoderOptions = {
  decode: (text) =>
    text.replace(reference, (whole, name: string) =>
      name.startsWith('#') ? (character(name) ?? whole) : (xmlEntities[name] ?? whole),
    ),
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
};

const arrays = new Set(['quiz.question', 'quiz.question.answer']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // '100' and 'true' stay text: a fraction or a question's text is never turned into a number.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  entityDecoder: xmlDecoder,
  isArray: (_name, path) => arrays.has(String(path)),
});

type XmlNode = { [name: string]: unknown };
const isNode = (value: unknown): value is XmlNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const firstOf = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const attribute = (node: XmlNode, name: string) => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** An element's text: its `<text>` child's (`<name><text>…</text></name>`), or its own (`<single>true</single>`). */
function textIn(element: unknown): string {
  const node = firstOf(element);
  if (typeof node === 'string') return node;
  if (!isNode(node)) return '';
  const text = firstOf(node.text);
  if (typeof text === 'string') return text;
  if (isNode(text) && typeof text['#text'] === 'string') return text['#text'];
  return typeof node['#text'] === 'string' ? node['#text'] : '';
}

/** Moodle's default format for question and answer text is HTML; auto-format and Markdown text may hold HTML too. */
const plainFormats = new Set(['plain_text']);
const formatOf = (element: unknown) => {
  const node = firstOf(element);
  return (isNode(node) ? attribute(node, 'format') : undefined)?.toLowerCase() ?? 'html';
};
const textOf = (raw: string, format: string) => (plainFormats.has(format) ? tidy(raw) : textOfHtml(raw));

interface Answer {
  text: string;
  fraction: number;
}

type Outcome = { question: Omit<DraftQuestion, 'where' | 'content'>; warnings?: NoteCore[] } | { skip: NoteCore };
type Read = { question: Omit<DraftQuestion, 'where'>; warnings: NoteCore[] } | { skip: NoteCore };
const skip = (note: NoteCore) => ({ skip: ended(note, 'skipped') });

/**
 * A question's answers in the file's order, their text reduced. An answer with no text at all is dropped, as Moodle
 * drops it; one whose markup reduces to nothing (a picture) makes the question unreadable here.
 */
function answersOf(question: XmlNode): Answer[] | { skip: NoteCore } {
  const answers: Answer[] = [];
  for (const element of listOf(question.answer)) {
    const raw = textIn(element);
    if (raw.trim() === '') continue;
    const text = textOf(raw, formatOf(element));
    if (text === '') return skip(Note.answerEmptyWithoutMarkup);
    const fraction = Number(isNode(element) ? (attribute(element, 'fraction') ?? 0) : 0);
    answers.push({ text, fraction: Number.isFinite(fraction) ? fraction : 0 });
  }
  return answers;
}

function multichoice(answers: Answer[], question: XmlNode): Outcome {
  // Moodle reads a missing <single> as one correct answer.
  const single = !/^(false|0)$/i.test(textIn(question.single).trim());
  // One correct answer is the full-mark one: a partly right answer (50 %) is not right here, where an answer
  // scores all or nothing. With several correct, each right answer carries part of the mark.
  const best = Math.max(0, ...answers.map((a) => a.fraction));
  const options: DraftOption[] = answers.map((a) => ({
    label: a.text,
    isCorrect: single ? best > 0 && a.fraction === best : a.fraction > 0,
  }));
  if (!options.some((o) => o.isCorrect)) return skip(Note.noAnswerMarkedCorrect);
  return { question: { kind: single ? 'single' : 'multiple', options, acceptedAnswers: [] } };
}

function truefalse(answers: Answer[]): Outcome {
  // Answers are 'true' and 'false'; Moodle reads older files, which wrote other words, as true then false.
  const sides = answers.map((a, i) => ({
    isTrue: /^(true|false)$/i.test(a.text) ? a.text.toLowerCase() === 'true' : i === 0,
    correct: a.fraction > 0,
  }));
  const correct = sides.filter((s) => s.correct);
  if (correct.length !== 1) return skip(Note.trueFalseOneCorrect);
  return { question: { kind: 'true_false', options: trueFalseOptions(correct[0]!.isTrue), acceptedAnswers: [] } };
}

/** Moodle's `*` matches anything in a short answer (`\*` is a star); here what is typed is matched as written. */
const wildcard = /(?<!\\)\*/;

function shortanswer(answers: Answer[]): Outcome {
  const warnings: NoteCore[] = [];
  const accepted: string[] = [];
  for (const answer of answers.filter((a) => a.fraction === 100)) {
    if (wildcard.test(answer.text)) {
      warnings.push(ended(Note.wildcardNotSupported({ answer: answer.text }), 'leftOut'));
    } else {
      accepted.push(answer.text.replace(/\\\*/g, '*'));
    }
  }
  if (accepted.length === 0) return skip(Note.noFullMarks);
  return { question: { kind: 'typed', options: [], acceptedAnswers: accepted }, warnings };
}

function ordering(answers: Answer[]): Outcome {
  const options = answers.map((a) => ({ label: a.text, isCorrect: false }));
  return { question: { kind: 'ordering', options, acceptedAnswers: [] } };
}

const readers: Record<string, (answers: Answer[], question: XmlNode) => Outcome> = {
  multichoice,
  truefalse,
  shortanswer,
  ordering,
};

/** `<defaultgrade>`: 2 is double points, 0 none; anything else the usual. */
function pointsOf(question: XmlNode): QuestionPoint | undefined {
  const text = textIn(question.defaultgrade).trim();
  if (text === '') return undefined;
  const grade = Number(text);
  return grade === 2 ? 'double' : grade === 0 ? 'none' : undefined;
}

/** Moodle's types that are the kinds other formats have too, said as they are there ('matching questions …'). */
const unsupported: Record<string, NoteCore> = {
  essay: Note.essayNotSupported,
  numerical: Note.numericalNotSupported,
  matching: Note.matchingNotSupported,
};

function readQuestion(question: XmlNode, type: string): Read {
  const read = Object.hasOwn(readers, type) ? readers[type] : undefined;
  if (!read) {
    const named = type.trim() === '' ? 'untyped' : type.trim().slice(0, 40);
    return skip(Object.hasOwn(unsupported, named) ? unsupported[named]! : Note.typeNotSupported({ type: named }));
  }
  const format = formatOf(question.questiontext);
  const raw = textIn(question.questiontext);
  const content = textOf(raw, format);
  if (content === '') return skip(Note.questionHasNoText);
  const answers = answersOf(question);
  if ('skip' in answers) return answers;
  const outcome = read(answers, question);
  if ('skip' in outcome) return outcome;
  const warnings = [...(outcome.warnings ?? [])];
  if (!plainFormats.has(format) && /<img\b/i.test(raw)) warnings.unshift(Note.picturesInTextLeftOut);
  const points = pointsOf(question);
  return { question: { content, ...outcome.question, ...(points ? { points } : {}) }, warnings };
}

/**
 * A category's own name, the last part of its path (`$course$/top/Địa lý` → 'Địa lý'; Moodle writes a '/' in a name
 * as '//'); none for the top and default categories, which say nothing about the quiz.
 */
function categoryName(question: XmlNode): string | undefined {
  const parts = textIn(question.category).match(/(?:[^/]|\/\/)+/g) ?? [];
  const name = parts.at(-1)?.replace(/\/\//g, '/').trim();
  if (!name || name === 'top' || /^\$\w+\$$/.test(name) || /^Default for\b/i.test(name)) return undefined;
  return name;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

export function readMoodleXml(file: string): Draft {
  const text = file.replace(/^\uFEFF/, '');
  const declared = /<!(DOCTYPE|ENTITY)/i.exec(text);
  if (declared) {
    throw new ImportError(lineAt(lineOf(text, declared.index)), Note.doctypeRefused);
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const problem = valid.err.msg.trim().replace(/\.$/, '');
    throw new ImportError(lineAt(valid.err.line || 1), Note.xmlNotWellFormed({ problem }));
  }
  let parsed: unknown;
  try {
    parsed = parser.parse(text);
  } catch {
    // Well formed, but past the parser's own limits: nesting over 100 deep, or names such as __proto__.
    throw new ImportError(lineAt(1), Note.xmlUnreadable);
  }
  const roots = isNode(parsed) ? Object.keys(parsed).filter((name) => !name.startsWith('?')) : [];
  if (roots.length !== 1 || roots[0] !== 'quiz' || !isNode(parsed)) {
    throw new ImportError(lineAt(1), Note.notMoodleXml);
  }
  const quiz = parsed.quiz;
  const draft: Draft = { questions: [], warnings: [] };
  let place = 0;
  for (const element of listOf(isNode(quiz) ? quiz.question : undefined)) {
    const question = isNode(element) ? element : {};
    const type = attribute(question, 'type') ?? '';
    if (type === 'category') {
      const title = draft.about?.title === undefined ? categoryName(question) : undefined;
      if (title) draft.about = { title };
      continue;
    }
    place++;
    const where = questionAt(place);
    const outcome = readQuestion(question, type);
    if ('skip' in outcome) {
      draft.warnings.push({ where, ...outcome.skip });
      continue;
    }
    draft.questions.push({ where, ...outcome.question });
    for (const warning of outcome.warnings) draft.warnings.push({ where, ...warning });
  }
  return draft;
}

/** Characters XML cannot carry at all, even in CDATA (control characters, lone surrogates). */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as CDATA, a `]]>` inside it split across two sections (it would end the first). */
const cdata = (text: string) => `<![CDATA[${text.replace(notXml, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const plain = (element: string, text: string) =>
  `<${element} format="plain_text"><text>${cdata(text)}</text></${element}>`;

/** Fractions as Moodle writes them: percentages, up to 7 decimals (33.3333333). */
const fraction = (percent: number) => String(Number(percent.toFixed(7)));
const answer = (percent: number, text: string) => `    <answer fraction="${fraction(percent)}" format="plain_text">
      <text>${cdata(text)}</text>
    </answer>`;

const grades: Record<QuestionPoint, string> = { standard: '1', double: '2', none: '0' };

/** The first 50 characters of the question, on one line: Moodle lists questions by name. */
const nameOf = (content: string) => Array.from(content.replace(/\s+/g, ' ').trim()).slice(0, 50).join('');

function questionXml(question: ExportQuestion, withAnswers: boolean): string[] | { leftOut: NoteCore } {
  const head = (type: string) => [
    `  <question type="${type}">`,
    `    <name><text>${cdata(nameOf(question.content))}</text></name>`,
    `    ${plain('questiontext', question.content)}`,
    `    <defaultgrade>${grades[question.points]}</defaultgrade>`,
  ];
  const end = '  </question>';
  switch (question.kind) {
    case 'single':
    case 'multiple': {
      const correct = question.options.filter((o) => o.isCorrect).length;
      // Several correct share the marks (Moodle wants them to add up to 100%); one correct takes them all.
      const share = question.kind === 'multiple' && correct > 0 ? 100 / correct : 100;
      return [
        ...head('multichoice'),
        `    <single>${question.kind === 'single'}</single>`,
        '    <shuffleanswers>1</shuffleanswers>',
        '    <answernumbering>abc</answernumbering>',
        ...question.options.map((o) => answer(withAnswers && o.isCorrect ? share : 0, o.label)),
        end,
      ];
    }
    case 'true_false': {
      const answerIsTrue = question.options[0]?.isCorrect === true;
      return [
        ...head('truefalse'),
        answer(withAnswers && answerIsTrue ? 100 : 0, 'true'),
        answer(withAnswers && !answerIsTrue ? 100 : 0, 'false'),
        end,
      ];
    }
    case 'typed':
      if (!withAnswers || question.acceptedAnswers.length === 0) {
        return { leftOut: ended(Note.typedNeedsAnswers, 'leftOut') };
      }
      return [
        ...head('shortanswer'),
        '    <usecase>0</usecase>',
        // A star would match anything in Moodle: written as Moodle's escaped star, it is a star.
        ...question.acceptedAnswers.map((a) => answer(100, a.replaceAll('*', '\\*'))),
        end,
      ];
    case 'ordering':
      // The plugin reads the items' order as the correct one and numbers their fractions by it.
      return [
        ...head('ordering'),
        '    <layouttype>VERTICAL</layouttype>',
        '    <selecttype>ALL</selecttype>',
        '    <selectcount>0</selectcount>',
        '    <gradingtype>ALL_OR_NOTHING</gradingtype>',
        '    <showgrading>SHOW</showgrading>',
        ...question.options.map((o, i) => answer(withAnswers ? i + 1 : 0, o.label)),
        end,
      ];
    case 'poll':
      return { leftOut: ended(Note.pollsNotInMoodle, 'leftOut') };
  }
}

/** The quiz's category path: its title, a '/' in it doubled as Moodle escapes it. */
const categoryXml = (quiz: ExportQuiz) => [
  '  <question type="category">',
  `    <category><text>${cdata(`$course$/top/${quiz.title.replaceAll('/', '//')}`)}</text></category>`,
  ...(quiz.description ? [`    ${plain('info', quiz.description)}`] : []),
  '  </question>',
];

export function writeMoodleXml(quiz: ExportQuiz): ExportFile {
  const leftOut: ExportFile['leftOut'] = [];
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<quiz>', ...categoryXml(quiz)];
  quiz.questions.forEach((question, i) => {
    const written = questionXml(question, quiz.withAnswers);
    if ('leftOut' in written) leftOut.push({ where: questionAt(i + 1), ...written.leftOut });
    else {
      lines.push(...written);
      leftOut.push(...notCarried(question, questionAt(i + 1)));
    }
  });
  lines.push('</quiz>', '');
  return {
    body: Buffer.from(lines.join('\n'), 'utf8'),
    contentType: 'application/xml; charset=utf-8',
    extension: 'xml',
    leftOut,
  };
}
