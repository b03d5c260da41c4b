/**
 * A quiz written as Moodle XML (moodle.ts reads it), every text in CDATA: as plain text, so it reads back as written,
 * or, when it has a formula, as HTML with Moodle's math delimiters, the only way Moodle typesets it
 * (moodle-text.ts). The explanation is the general feedback.
 */
import type { QuestionPoint } from '@quiz/contract/limits';
import { Note, type NoteCore } from '@quiz/contract/quiz-file-notes';
import { ended } from './draft';
import { moodleTextOf, type MoodleText } from './moodle-text';
import { notCarried, questionAt, type ExportFile, type ExportQuestion, type ExportQuiz } from './quiz-file';

/** Characters XML cannot carry at all, even in CDATA (control characters, lone surrogates). */
const notXml = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as CDATA, a `]]>` inside it split across two sections (it would end the first). */
const cdata = (text: string) => `<![CDATA[${text.replace(notXml, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
const formatOf = ({ html }: MoodleText) => (html ? 'html' : 'plain_text');
/** An element of our source text, in its format. */
const rich = (element: string, source: string) => {
  const written = moodleTextOf(source);
  return `<${element} format="${formatOf(written)}"><text>${cdata(written.text)}</text></${element}>`;
};
const plain = (element: string, text: string) =>
  `<${element} format="plain_text"><text>${cdata(text)}</text></${element}>`;

/** Fractions as Moodle writes them: percentages, up to 7 decimals (33.3333333). */
const fraction = (percent: number) => String(Number(percent.toFixed(7)));
/** An answer: an option's source text, or (`typed`) an accepted answer, always plain: it is matched as typed. */
const answer = (percent: number, text: string, typed = false) => {
  const written = typed ? { html: false, text } : moodleTextOf(text);
  return `    <answer fraction="${fraction(percent)}" format="${formatOf(written)}">
      <text>${cdata(written.text)}</text>
    </answer>`;
};

const grades: Record<QuestionPoint, string> = { standard: '1', double: '2', none: '0' };

/** The first 50 characters of the question, on one line: Moodle lists questions by name. */
const nameOf = (content: string) => Array.from(content.replace(/\s+/g, ' ').trim()).slice(0, 50).join('');

function questionXml(question: ExportQuestion, withAnswers: boolean): string[] | { leftOut: NoteCore } {
  const head = (type: string) => [
    `  <question type="${type}">`,
    `    <name><text>${cdata(nameOf(question.content))}</text></name>`,
    `    ${rich('questiontext', question.content)}`,
    ...(question.explanation ? [`    ${rich('generalfeedback', question.explanation)}`] : []),
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
        ...question.acceptedAnswers.map((a) => answer(100, a.replaceAll('*', '\\*'), true)),
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
