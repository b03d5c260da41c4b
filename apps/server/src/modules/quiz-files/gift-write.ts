/**
 * A quiz written as GIFT (gift.ts reads it). A text is plain (`[plain]`), so what looks like HTML, an entity or a
 * marker in it reads back as written; a text with a formula is HTML (`[html]`) with Moodle's math delimiters, the
 * only way Moodle typesets it (moodle-text.ts). An answer or the general feedback in another format than the
 * question's says its own marker. Then GIFT's escapes: a backslash before each of `~ = # { } :` and before a
 * backslash, everywhere, formulas included, as Moodle's own export writes them (`\\(\\frac\{1\}\{2\}\\)` is
 * `\(\frac{1}{2}\)`); a dollar is no special character in GIFT. The explanation is the general feedback, `####`
 * before the closing brace.
 */
import { Note, wordNote } from '@quiz/contract/quiz-file-notes';
import { ended } from './draft';
import { formatMarker } from './gift';
import { moodleTextOf, type MoodleText } from './moodle-text';
import { notCarried, questionAt, type ExportFile, type ExportQuiz } from './quiz-file';

/** Text with GIFT's special characters escaped, and line breaks as `\n`, so it reads back as written. */
const escapeGift = (value: string) => value.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

const markerOf = ({ html }: MoodleText) => (html ? '[html]' : '[plain]');

/**
 * A text inside the braces, escaped, in `written`'s format: with its marker when the question's format is not its,
 * or when it starts with what the reader would take for a weight (`%50%`) or a marker.
 */
function answerText(written: MoodleText, question: MoodleText) {
  const marked = written.html !== question.html || /^\s*%/.test(written.text) || formatMarker.test(written.text);
  return `${marked ? markerOf(written) : ''}${escapeGift(written.text)}`;
}

/** A typed question's accepted answer: plain text, never math (what a player types is matched as written). */
const plainText = (text: string): MoodleText => ({ html: false, text });

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
    const content = moodleTextOf(q.content);
    const option = (label: string) => answerText(moodleTextOf(label), content);
    let answers: string;
    if (q.kind === 'true_false') {
      answers = q.options[0]?.isCorrect ? 'TRUE' : 'FALSE';
    } else if (q.kind === 'typed') {
      // A star is written as Moodle's escaped star: alone, it would match anything.
      answers = q.acceptedAnswers.map((a) => `=${answerText(plainText(a), content).replaceAll('*', '\\*')}`).join(' ');
    } else if (q.kind === 'multiple') {
      const weight = weightOf(q.options.filter((o) => o.isCorrect).length);
      answers = q.options.map((o) => `~%${o.isCorrect ? weight : '-100'}%${option(o.label)}`).join('\n');
    } else {
      answers = q.options.map((o) => `${o.isCorrect ? '=' : '~'}${option(o.label)}`).join('\n');
    }
    const feedback = q.explanation ? `\n####${answerText(moodleTextOf(q.explanation), content)}` : '';
    blocks.push(`${markerOf(content)}${escapeGift(content.text)} {\n${answers}${feedback}\n}`);
    leftOut.push(...notCarried(q, where));
  });
  return {
    body: Buffer.from(`${blocks.join('\n\n')}\n`),
    contentType: 'text/plain; charset=utf-8',
    extension: 'gift',
    leftOut,
  };
}
