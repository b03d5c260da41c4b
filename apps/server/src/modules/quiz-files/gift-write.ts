/**
 * A quiz written as GIFT (gift.ts reads it). Every text is plain: the question says `[plain]`, which its answers take
 * too, so what looks like HTML, an entity or a marker in it reads back as written.
 */
import { Note, wordNote } from '@quiz/contract/quiz-file-notes';
import { ended } from './draft';
import { formatMarker } from './gift';
import { notCarried, questionAt, type ExportFile, type ExportQuiz } from './quiz-file';

/** Text with GIFT's special characters escaped, and line breaks as `\n`, so it reads back as written. */
const escapeGift = (value: string) => value.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * An answer's text, escaped: one that starts with what the reader would take for a weight (`%50%`) or a format
 * marker says `[plain]` before it.
 */
const answerText = (value: string) =>
  `${/^\s*%/.test(value) || formatMarker.test(value) ? '[plain]' : ''}${escapeGift(value)}`;

/** A `%n%` weight GIFT accepts for each of `count` correct answers (100 / count, at most 5 decimals). */
const weightOf = (count: number) => String(Math.round((100 / count) * 100000) / 100000);

/**
 * A quiz as GIFT: one block per question, separated by blank lines. Single choice uses `=`/`~`; several correct use
 * `~%w%` weights (the wrong ones `~%-100%`); true/false `{TRUE}`/`{FALSE}`; typed answers `{=a =b}`. GIFT has no
 * ordering questions or polls: each is left out with a comment line where it would have been. It needs the answer
 * key: only its owner (or whoever they allow) gets a quiz in it.
 */
export function writeGift(quiz: ExportQuiz): ExportFile {
  const leftOut: ExportFile['leftOut'] = [];
  const blocks = [`// ${quiz.title.replace(/\r?\n/g, ' ')}`, '// Exported from Quiz Adventure'];
  quiz.questions.forEach((q, i) => {
    const where = questionAt(i + 1);
    if (q.kind === 'ordering' || q.kind === 'poll') {
      const note = { where, ...ended(Note.notInGift({ kind: q.kind }), 'leftOut') };
      leftOut.push(note);
      // The file itself is in English, whoever downloads it.
      blocks.push(`// ${wordNote(note)}`);
      return;
    }
    const content = escapeGift(q.content);
    let answers: string;
    if (q.kind === 'true_false') {
      answers = q.options[0]?.isCorrect ? 'TRUE' : 'FALSE';
    } else if (q.kind === 'typed') {
      // A star is written as Moodle's escaped star: alone, it would match anything.
      answers = q.acceptedAnswers.map((a) => `=${answerText(a).replaceAll('*', '\\*')}`).join(' ');
    } else if (q.kind === 'multiple') {
      const weight = weightOf(q.options.filter((o) => o.isCorrect).length);
      answers = q.options.map((o) => `~%${o.isCorrect ? weight : '-100'}%${answerText(o.label)}`).join('\n');
    } else {
      answers = q.options.map((o) => `${o.isCorrect ? '=' : '~'}${answerText(o.label)}`).join('\n');
    }
    blocks.push(`[plain]${content} {\n${answers}\n}`);
    leftOut.push(...notCarried(q, where));
  });
  return {
    body: Buffer.from(`${blocks.join('\n\n')}\n`),
    contentType: 'text/plain; charset=utf-8',
    extension: 'gift',
    leftOut,
  };
}
