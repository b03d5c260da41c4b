/**
 * Aiken, Moodle's simplest text format (docs.moodle.org, "Aiken format"), read into a draft: the question on its own
 * line, then its options lettered in order (`A.` or `A)`), then `ANSWER: B`. One correct option per question; blank
 * lines between questions are allowed, not required (the ANSWER line ends a question).
 */
import { Note } from '@quiz/contract/quiz-file-notes';
import { ended, ImportError, lineAt, trueFalseOptions, type Draft, type DraftOption } from './draft';
import { notCarried, questionAt, type ExportFile, type ExportQuiz } from './quiz-file';

const optionLine = /^([A-Z])[.)]\s+(.*)$/;
const answerLine = /^ANSWER\s*:\s*(.*)$/i;

export function readAiken(file: string): Draft {
  const lines = file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const draft: Draft = { questions: [], warnings: [] };
  let text: string[] = [];
  let startLine = 0;
  let options: (DraftOption & { letter: string })[] = [];

  lines.forEach((raw, index) => {
    const line = raw.trim();
    const here = lineAt(index + 1);
    if (line === '') {
      if (options.length > 0) throw new ImportError(here, Note.blankBeforeAnswer);
      return;
    }
    const answer = answerLine.exec(line);
    if (answer) {
      if (text.length === 0) throw new ImportError(here, Note.answerBeforeQuestion);
      if (options.length < 2) throw new ImportError(here, Note.tooFewOptions);
      const letter = answer[1]!.trim().toUpperCase();
      if (!options.some((o) => o.letter === letter)) {
        throw new ImportError(here, Note.answerNotALetter({ answer: answer[1]!.trim() }));
      }
      const marked = options.map((o) => ({ label: o.label, isCorrect: o.letter === letter }));
      // 'A. True / B. False' is how a true/false question is written in Aiken.
      const trueFalse = marked.length === 2 && marked.map((o) => o.label.toLowerCase()).join() === 'true,false';
      draft.questions.push({
        where: lineAt(startLine),
        kind: trueFalse ? 'true_false' : 'single',
        content: text.join('\n'),
        options: trueFalse ? trueFalseOptions(letter === 'A') : marked,
        acceptedAnswers: [],
      });
      text = [];
      options = [];
      return;
    }
    const option = optionLine.exec(line);
    if (option && text.length > 0) {
      const expected = String.fromCharCode('A'.charCodeAt(0) + options.length);
      if (option[1] !== expected) {
        throw new ImportError(here, Note.optionOutOfOrder({ option: option[1]!, expected }));
      }
      options.push({ letter: option[1]!, label: option[2]!.trim(), isCorrect: false });
      return;
    }
    if (options.length > 0) throw new ImportError(here, Note.notAnOption);
    if (text.length === 0) startLine = index + 1;
    text.push(line);
  });
  if (text.length > 0) throw new ImportError(lineAt(startLine), Note.lastHasNoAnswer);
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
