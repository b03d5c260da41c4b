/**
 * Aiken, Moodle's simplest text format (docs.moodle.org, "Aiken format"), read into a draft: the question on its own
 * line, then its options lettered in order (`A.` or `A)`), then `ANSWER: B`. One correct option per question; blank
 * lines between questions are allowed, not required (the ANSWER line ends a question).
 *
 * A broken question does not stop the file, as in Moodle: it is skipped and said by the line where it breaks, and
 * reading goes on with the next one. A question ends at its ANSWER line; one whose options are followed by a line of
 * text instead had no ANSWER line, and that line begins the next question.
 */
import { Note, type NoteCore, type QuizFileNote } from '@quiz/contract/quiz-file-notes';
import { ended, lineAt, trueFalseOptions, type Draft, type DraftOption } from './draft';
import { notCarried, questionAt, type ExportFile, type ExportQuiz } from './quiz-file';

const optionLine = /^([A-Z])[.)]\s+(.*)$/;
const answerLine = /^ANSWER\s*:\s*(.*)$/i;

interface Open {
  start: number;
  text: string[];
  options: (DraftOption & { letter: string })[];
  /** Where and why it broke: the rest of it is read past, up to its ANSWER line. */
  broken?: QuizFileNote;
}

export function readAiken(file: string): Draft {
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const draft: Draft = { questions: [], warnings: [] };
  let question: Open | undefined;
  const skip = (line: number, note: NoteCore) =>
    draft.warnings.push({ where: lineAt(line), ...ended(note, 'skipped') });
  const breaks = (open: Open, line: number, note: NoteCore) => {
    open.broken ??= { where: lineAt(line), ...ended(note, 'skipped') };
  };
  /** The open question, ended without its ANSWER line. */
  const unanswered = (last: boolean) => {
    if (!question) return;
    const note = last ? Note.lastHasNoAnswer : Note.questionHasNoAnswer;
    draft.warnings.push(question.broken ?? { where: lineAt(question.start), ...ended(note, 'skipped') });
    question = undefined;
  };
  const answered = (open: Open, answer: string, line: number) => {
    if (open.options.length < 2) return skip(line, Note.tooFewOptions);
    const letter = answer.toUpperCase();
    if (!open.options.some((o) => o.letter === letter)) return skip(line, Note.answerNotALetter({ answer }));
    const marked = open.options.map((o) => ({ label: o.label, isCorrect: o.letter === letter }));
    // 'A. True / B. False' is how a true/false question is written in Aiken.
    const trueFalse = marked.length === 2 && marked.map((o) => o.label.toLowerCase()).join() === 'true,false';
    draft.questions.push({
      where: lineAt(open.start),
      kind: trueFalse ? 'true_false' : 'single',
      content: open.text.join('\n'),
      options: trueFalse ? trueFalseOptions(letter === 'A') : marked,
      acceptedAnswers: [],
    });
  };

  lines.forEach((raw, index) => {
    const line = raw.trim();
    const number = index + 1;
    if (line === '') return;
    const answer = answerLine.exec(line);
    if (answer) {
      if (!question) return skip(number, Note.answerBeforeQuestion);
      if (question.broken) draft.warnings.push(question.broken);
      else answered(question, answer[1]!.trim(), number);
      question = undefined;
      return;
    }
    const option = optionLine.exec(line);
    if (option && question) {
      if (question.broken) return;
      const expected = String.fromCharCode('A'.charCodeAt(0) + question.options.length);
      if (option[1] !== expected)
        return breaks(question, number, Note.optionOutOfOrder({ option: option[1]!, expected }));
      question.options.push({ letter: option[1]!, label: option[2]!.trim(), isCorrect: false });
      return;
    }
    // Text after the options: the question above had no ANSWER line, and this one begins.
    if (question && (question.options.length > 0 || question.broken)) unanswered(false);
    question ??= { start: number, text: [], options: [] };
    question.text.push(line);
  });
  unanswered(true);
  return draft;
}

const oneLine = (value: string) => value.replace(/\s*\r?\n\s*/g, ' ').trim();

/**
 * A quiz as Aiken: single-choice and true/false questions (as 'A. True / B. False'), each on one line with its
 * lettered options and the ANSWER line. Aiken has nothing else, and no comments: the other kinds are left out and
 * listed beside the download.
 */
export function writeAiken(quiz: ExportQuiz): ExportFile {
  const leftOut: ExportFile['leftOut'] = [];
  const blocks: string[] = [];
  quiz.questions.forEach((q, i) => {
    if (q.kind !== 'single' && q.kind !== 'true_false') {
      leftOut.push({ where: questionAt(i + 1), ...ended(Note.notInAiken({ kind: q.kind }), 'leftOut') });
      return;
    }
    const letter = (n: number) => String.fromCharCode('A'.charCodeAt(0) + n);
    const options = q.options.map((o, n) => `${letter(n)}. ${oneLine(o.label)}`);
    const answer = letter(
      Math.max(
        0,
        q.options.findIndex((o) => o.isCorrect),
      ),
    );
    blocks.push([oneLine(q.content), ...options, `ANSWER: ${answer}`].join('\n'));
    leftOut.push(...notCarried(q, questionAt(i + 1)));
  });
  return {
    body: Buffer.from(blocks.length > 0 ? `${blocks.join('\n\n')}\n` : ''),
    contentType: 'text/plain; charset=utf-8',
    extension: 'txt',
    leftOut,
  };
}
