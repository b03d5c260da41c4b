/**
 * Files as teachers' tools write them (issue 37), one small file for each kind of mistake an import can make without
 * anyone noticing: a wrong answer key, words lost, entities or format markers left as text, GIFT written in one of
 * its other styles, media dropped without a word, a message that names the wrong reason. Each test says exactly
 * which questions, keys and warnings the file gives.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordWhere } from '@quiz/contract/quiz-file-notes';
import { english } from '../../../test/quiz-file-notes';
import { checkDraft } from './check';
import { readQuizFile } from './read';

const folder = path.resolve(import.meta.dirname, '../../../test/fixtures/quiz-files/teachers');

/** A file as the preview would show it: each question on a line (its key marked + / -), and the warnings. */
async function imported(name: string) {
  const data = readFileSync(path.join(folder, name));
  const { draft } = await readQuizFile({ data, fileName: name });
  const { questions, warnings } = checkDraft(draft);
  return {
    questions: questions.map((q) => [
      wordWhere(q.where),
      q.kind,
      q.content,
      q.kind === 'typed' ? q.acceptedAnswers : q.options.map((o) => `${o.isCorrect ? '+' : '-'}${o.label}`),
      ...(q.picture ? [`picture: ${q.picture.alt}`] : []),
    ]),
    warnings: english(warnings),
    pictures: questions.flatMap((q) => (q.picture ? [q.picture.data] : [])),
  };
}

describe('the answer key of weighted answers (GIFT)', () => {
  it('accepts only full-credit answers, and lists partial credits and the catch-all', async () => {
    const file = await imported('1-credit.gift');
    expect(file.questions).toEqual([
      ['Line 3', 'typed', 'What animal says "ribbit"?', ['Frog']],
      ['Line 5', 'typed', 'Which town was Jesus from?', ['Nazareth']],
      ['Line 11', 'single', 'Jesus Christ was from', ['-Jerusalem', '-Bethlehem', '-Galilee', '+Nazareth']],
      ['Line 18', 'multiple', 'Which two are prime?', ['+Two', '+Three', '-Four']],
    ]);
    expect(file.warnings).toEqual([
      "Line 3: the answer 'Cat' is worth 50 % of the marks, and only fully correct answers are accepted here — left out",
      "Line 3: the answer '*' uses Moodle's wildcard *, which is not supported — left out",
      "Line 5: the answer 'Nazereth' is worth 75 % of the marks, and only fully correct answers are accepted here — left out",
      "Line 5: the answer 'Bethlehem' is worth 25 % of the marks, and only fully correct answers are accepted here — left out",
      "Line 11: the option 'Bethlehem' is worth 25 % of the marks; here it counts as wrong",
      "Line 11: the option 'Galilee' is worth 50 % of the marks; here it counts as wrong",
    ]);
  });
});

describe('HTML written as elements (Moodle XML)', () => {
  it('keeps the words inside the tags, the same as HTML in CDATA or escaped, with the lines of <br>, <pre> and <li>', async () => {
    const file = await imported('2-html.moodle.xml');
    const list = 'Complete the list:\n1. one\n2. two\n3. ...\nin words\nin English';
    expect(file.questions).toEqual([
      [
        'Question 1',
        'single',
        'Найдите пример различных новых словосочетаний:\nвыберите одно.',
        ['+красный дом', '-дом'],
      ],
      ['Question 2', 'typed', list, ['three']],
      ['Question 3', 'typed', list, ['three']],
      ['Question 4', 'true_false', 'Escaped markup reads the same.', ['+True', '-False']],
    ]);
    expect(file.warnings).toEqual([]);
  });
});

describe('HTML entities', () => {
  it('become their characters in GIFT text that carries HTML, and stay as written in [plain] text', async () => {
    const file = await imported('3-entities.gift');
    expect(file.questions).toEqual([
      ['Line 3', 'single', 'Which keys move right, then up? →↑ or ←↓', ['+→↑', '-←↓']],
      ['Line 5', 'true_false', 'Half of ½ is ¼ — true?', ['+True', '-False']],
      ['Line 7', 'single', 'In HTML, &amp; is written how?', ['+&amp;amp;', '-&amp;']],
    ]);
  });

  it('become their characters in Moodle XML, in CDATA or escaped once for XML', async () => {
    const file = await imported('3-entities.moodle.xml');
    expect(file.questions).toEqual([['Question 1', 'single', 'Press ↑→ … then ♥', ['+↑→', '-←↓']]]);
  });
});

describe('GIFT format markers', () => {
  it('are read before the question, options, answers and feedback, never kept as text', async () => {
    const file = await imported('4-markers.gift');
    expect(file.questions).toEqual([
      ['Line 3', 'single', 'Which colour is the **sky**?', ['-green', '+blue', '-red']],
      ['Line 9', 'typed', '¿Cómo se dice "never"?', ['nunca.', 'jamás']],
      ['Line 11', 'true_false', 'Is this bold?', ['+True', '-False']],
    ]);
    expect(file.warnings).toEqual([]);
  });
});

describe('GIFT the way people write it', () => {
  it('reads true/false with feedback for each value, arrows in options, escapes, {One}, lines and Markdown', async () => {
    const file = await imported('5-styles.gift');
    expect(file.questions).toEqual([
      ['Line 3', 'true_false', "Grant is buried in Grant's tomb.", ['-True', '+False']],
      ['Line 5', 'true_false', 'The sun rises in the east.', ['+True', '-False']],
      [
        'Line 7',
        'single',
        'What do you do first at the café?',
        ['-go to starbucks -> order a coffee', '+order a coffee -> drink it', '-drink it -> pay'],
      ],
      [
        'Line 13',
        'single',
        'Which of the following is NOT a control character for the GIFT import format?',
        ['-~', '-=', '-#', '-{', '-}', '+\\'],
      ],
      ['Line 24', 'typed', 'Two plus two minus three equals', ['One']],
      [
        'Line 26',
        'single',
        "Which sentence is a haiku's first line?",
        ['+An old silent pond\na frog jumps into the pond', '-A sentence on\ntwo lines that is not'],
      ],
      ['Line 33', 'single', 'Which list is **sorted**?\n* 1, 2, 3\n* 3, 1, 2', ['+The first', '-The second']],
    ]);
    expect(file.warnings).toEqual([]);
  });
});

describe('media a question cannot hold', () => {
  it('carries the first picture a Moodle file holds, and lists sounds, answer pictures, more pictures and links', async () => {
    const file = await imported('6-media.moodle.xml');
    expect(file.questions).toEqual([
      ['Question 1', 'single', 'Which country is shown in red?', ['+Việt Nam', '-Lào'], 'picture: Bản đồ'],
      ['Question 2', 'single', 'Listen to this greeting:\nxin-chao.mp3', ['+Hello', '-Goodbye']],
      ['Question 3', 'single', 'Which one is a cat?', ['+Cat', '-Dog']],
      ['Question 4', 'true_false', 'This flag is blue.', ['+True', '-False'], 'picture: flag.png'],
      ['Question 5', 'true_false', 'The first is red, the second blue:', ['+True', '-False'], 'picture: Red square'],
      ['Question 6', 'true_false', 'This picture is online:', ['+True', '-False']],
    ]);
    expect(file.warnings).toEqual([
      'Question 2: the sound in its text is left out',
      'Question 3: the pictures in its answers are left out',
      'Question 5: only the first of its 2 pictures is kept',
      'Question 6: the pictures in its text are left out',
    ]);
    // The pictures are the files' bytes: PNGs, red for the map and the first square, blue for the flag.
    expect(file.pictures.map((data) => data.subarray(1, 4).toString())).toEqual(['PNG', 'PNG', 'PNG']);
    expect(file.pictures[0]).toEqual(file.pictures[2]);
    expect(file.pictures[1]).not.toEqual(file.pictures[0]);
  });

  it('lists what a GIFT file only links to: a sound, a picture in the text, pictures in the answers', async () => {
    const file = await imported('6-media.gift');
    expect(file.questions).toEqual([
      ['Line 3', 'single', 'Listen to this greeting:', ['+Hello', '-Goodbye']],
      ['Line 5', 'single', 'Which animal is this?', ['+Cat', '-Dog']],
      ['Line 7', 'single', 'Which one barks?', ['+Dog', '-Cat']],
    ]);
    expect(file.warnings).toEqual([
      'Line 3: the sound in its text is left out',
      'Line 5: the pictures in its text are left out',
      'Line 7: the pictures in its answers are left out',
    ]);
  });
});

describe('messages that say what happened', () => {
  it('says a Moodle question’s answers are empty, rather than that none is marked correct', async () => {
    const file = await imported('7-messages.moodle.xml');
    expect(file.questions).toEqual([]);
    expect(file.warnings).toEqual([
      'Question 1: its answers are empty — skipped',
      'Question 2: no answer is marked correct — skipped',
    ]);
  });
});
