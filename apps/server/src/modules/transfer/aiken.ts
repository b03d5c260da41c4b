/**
 * Aiken, Moodle's simplest text format (docs.moodle.org, "Aiken format"), read into a draft: the question on its own
 * line, then its options lettered in order (`A.` or `A)`), then `ANSWER: B`. One correct option per question; blank
 * lines between questions are allowed, not required (the ANSWER line ends a question).
 */
import { ImportError, lineAt, type Draft, type DraftOption } from './draft';

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
      if (options.length > 0)
        throw new ImportError(here, 'a blank line comes before the ANSWER line of the question above.');
      return;
    }
    const answer = answerLine.exec(line);
    if (answer) {
      if (text.length === 0) throw new ImportError(here, 'an ANSWER line comes before any question.');
      if (options.length < 2)
        throw new ImportError(here, 'a question needs at least two lettered options (A. …) before its ANSWER line.');
      const letter = answer[1]!.trim().toUpperCase();
      if (!options.some((o) => o.letter === letter)) {
        throw new ImportError(here, `the answer '${answer[1]!.trim()}' is not one of the options' letters.`);
      }
      draft.questions.push({
        where: lineAt(startLine),
        kind: 'single',
        content: text.join('\n'),
        options: options.map((o) => ({ label: o.label, isCorrect: o.letter === letter })),
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
        throw new ImportError(here, `option ${option[1]} comes where option ${expected} should be.`);
      }
      options.push({ letter: option[1]!, label: option[2]!.trim(), isCorrect: false });
      return;
    }
    if (options.length > 0) throw new ImportError(here, 'a line that is not an option comes before the ANSWER line.');
    if (text.length === 0) startLine = index + 1;
    text.push(line);
  });
  if (text.length > 0) throw new ImportError(lineAt(startLine), 'the last question has no ANSWER line.');
  return draft;
}
