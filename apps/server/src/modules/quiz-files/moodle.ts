/**
 * Moodle XML, Moodle's own format for questions (docs.moodle.org, "Moodle XML format"), read into a draft
 * (moodle-write.ts writes it):
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
 * The kinds map to ours: `multichoice` is one correct (`<single>true</single>`) or several (`false`); `truefalse` is
 * true/false; `shortanswer` is typed; the answers' fractions are read by the rule GIFT's weights share (credit.ts):
 * only full credit is right, part credit is said; `ordering` (the qtype_ordering plugin) is ordering, its items in the file's order, which is the order
 * the plugin reads as correct. Categories are not questions: the first one named gives the quiz its title. Matching,
 * numerical, essay, cloze and the other types have no kind here: left out with a warning. XML has no useful lines, so
 * warnings name a question by its place among the questions ('Question 3'), categories not counted.
 *
 * The general feedback (`<generalfeedback>`) is the question's explanation. Text in HTML (Moodle's usual format), in
 * CDATA or written as elements, is reduced to its text, as GIFT's `[html]` is, its math (`\(…\)`, `\[…\]`, `$$…$$`)
 * the editor's own, and a dollar Moodle shows kept a dollar by the checks (moodle-text.ts); the question's first
 * picture the file carries becomes its picture (moodle-pictures.ts), and the pictures of answers, sound and video
 * are said in the warnings as left out. A file that declares a DOCTYPE is refused before it is parsed: Moodle never
 * writes one, and it is how external entities (XXE) and entity expansion ('billion laughs') get into XML.
 */
import type { QuestionPoint } from '@quiz/contract/limits';
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';
import { XMLValidator } from 'fast-xml-parser';
import { choiceFrom, skipped, typedFrom, type Keyed, type WeighedAnswer } from './credit';
import { ImportError, lineAt, trueFalseOptions, type Draft, type DraftQuestion } from './draft';
import { mediaIn, textOfHtml, tidy } from './html-text';
import { picturesOf } from './moodle-pictures';
import { attribute, firstOf, isNode, listOf, parser, textIn, type XmlNode } from './moodle-xml';
import { questionAt } from './quiz-file';

/** Moodle's default format for question and answer text is HTML; auto-format and Markdown text may hold HTML too. */
const formatOf = (element: unknown) => {
  const node = firstOf(element);
  return (isNode(node) ? attribute(node, 'format') : undefined)?.toLowerCase() ?? 'html';
};
export const isHtml = (format: string) => format !== 'plain_text';
/** A text in its format: plain as written; HTML as its text, Moodle's auto-format and Markdown keeping their lines. */
const textOf = (source: string, format: string) =>
  isHtml(format) ? textOfHtml(source, { keepLines: format !== 'html' }) : tidy(source);

interface Answer extends WeighedAnswer {
  /** Whether it shows a picture (in its text or as its file). */
  pictured: boolean;
  html: string;
}

type Read = { question: Omit<DraftQuestion, 'where'>; warnings: NoteCore[] } | { skip: NoteCore };

/**
 * A question's answers in the file's order, their text reduced. An answer with no text at all is dropped, as Moodle
 * drops it; one whose markup reduces to nothing (a picture) makes the question unreadable here, and a question whose
 * answers are all blank is said to be so.
 */
function answersOf(question: XmlNode): Answer[] | { skip: NoteCore } {
  const answers: Answer[] = [];
  for (const element of listOf(question.answer)) {
    const source = textIn(element);
    if (source.trim() === '') continue;
    const format = formatOf(element);
    const text = textOf(source, format);
    if (text === '') return skipped(Note.answerEmptyWithoutMarkup);
    const node = isNode(element) ? element : {};
    const fraction = Number(attribute(node, 'fraction') ?? 0);
    const html = isHtml(format) ? source : '';
    const pictured = /<img\b/i.test(html) || listOf(node.file).length > 0;
    answers.push({ text, percent: Number.isFinite(fraction) ? fraction : 0, pictured, html });
  }
  if (answers.length === 0) return skipped(Note.answersEmpty);
  return answers;
}

function multichoice(answers: Answer[], question: XmlNode): Keyed {
  // Moodle reads a missing <single> as one correct answer.
  return choiceFrom(answers, !/^(false|0)$/i.test(textIn(question.single).trim()));
}

function truefalse(answers: Answer[]): Keyed {
  // Answers are 'true' and 'false'; Moodle reads older files, which wrote other words, as true then false.
  const sides = answers.map((a, i) => ({
    isTrue: /^(true|false)$/i.test(a.text) ? a.text.toLowerCase() === 'true' : i === 0,
    correct: a.percent > 0,
  }));
  const correct = sides.filter((s) => s.correct);
  if (correct.length !== 1) return skipped(Note.trueFalseOneCorrect);
  return {
    question: { kind: 'true_false', options: trueFalseOptions(correct[0]!.isTrue), acceptedAnswers: [] },
    warnings: [],
  };
}

function ordering(answers: Answer[]): Keyed {
  const options = answers.map((a) => ({ label: a.text, isCorrect: false }));
  return { question: { kind: 'ordering', options, acceptedAnswers: [] }, warnings: [] };
}

const readers: Record<string, (answers: Answer[], question: XmlNode) => Keyed> = {
  multichoice,
  truefalse,
  shortanswer: typedFrom,
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
    return skipped(Object.hasOwn(unsupported, named) ? unsupported[named]! : Note.typeNotSupported({ type: named }));
  }
  const format = formatOf(question.questiontext);
  const source = textIn(question.questiontext);
  const content = textOf(source, format);
  if (content === '') return skipped(Note.questionHasNoText);
  const answers = answersOf(question);
  if ('skip' in answers) return answers;
  const keyed = read(answers, question);
  if ('skip' in keyed) return keyed;
  const html = isHtml(format) ? source : '';
  const pictures = picturesOf(question, html);
  const warnings = [
    ...pictures.notes,
    ...(answers.some((a) => a.pictured) ? [Note.optionPicturesLeftOut] : []),
    ...mediaIn([html, ...answers.map((a) => a.html)].join('\n')),
    ...keyed.warnings,
  ];
  const points = pointsOf(question);
  const picture = pictures.picture ? { picture: pictures.picture } : {};
  const explanation = textOf(textIn(question.generalfeedback), formatOf(question.generalfeedback));
  return {
    question: {
      content,
      ...keyed.question,
      ...(points ? { points } : {}),
      ...picture,
      ...(explanation ? { explanation } : {}),
    },
    warnings,
  };
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
  const draft: Draft = { questions: [], warnings: [], moodleText: true };
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
