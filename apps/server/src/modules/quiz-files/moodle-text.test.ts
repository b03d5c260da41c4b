/**
 * Math, code and explanations (issue 39) through GIFT and Moodle XML (moodle-text.ts): written as Moodle typesets
 * them and read back as the editor's source; what the editor refuses is said at the question's place.
 */
import { describe, expect, it } from 'vitest';
import { english } from '../../../test/quiz-file-notes';
import { asMoodleGivesBack, exportQuestion, exportQuizOf, richQuestions } from '../../../test/generated-quizzes';
import { checkDraft, type CheckedQuestion } from './check';
import { readGift } from './gift';
import { writeGift } from './gift-write';
import { readMoodleXml } from './moodle';
import { moodleTextOf, sourceOfMoodleText } from './moodle-text';
import { writeMoodleXml } from './moodle-write';
import type { ExportQuestion, ExportQuiz } from './quiz-file';

/** What a question keeps through a file. */
const kept = (q: ExportQuestion | CheckedQuestion) => ({
  kind: q.kind,
  content: q.content,
  options: q.options.map(({ label, isCorrect }) => ({ label, isCorrect })),
  acceptedAnswers: q.acceptedAnswers,
  explanation: q.explanation,
});
/** What it comes back as: its texts as Moodle shows them, formulas between `\(…\)`; accepted answers as typed. */
const givenBack = (q: ExportQuestion) => ({
  ...kept(q),
  content: asMoodleGivesBack(q.content),
  options: q.options.map(({ label, isCorrect }) => ({ label: asMoodleGivesBack(label), isCorrect })),
  explanation: asMoodleGivesBack(q.explanation),
});

const question = (content: string, labels: string[], explanation = '') =>
  exportQuestion({ content, options: labels.map((label, i) => ({ label, isCorrect: i === 0 })), explanation });

describe('our text as Moodle shows it', () => {
  it("is plain as written without a formula, and HTML with Moodle's delimiters with one", () => {
    expect(moodleTextOf('Costs $5 & `a<b>`, \\sqrt{2}')).toEqual({ html: false, text: 'Costs $5 & `a<b>`, \\sqrt{2}' });
    expect(moodleTextOf('If $a<b$ &\n$$\\frac{1}{2}$$')).toEqual({
      html: true,
      text: String.raw`If \(a&lt;b\) &amp;<br>\[\frac{1}{2}\]`,
    });
  });

  it('reads back with a dollar escaped only where this editor would read a formula Moodle does not', () => {
    expect(sourceOfMoodleText('$5 and $10, \\(x\\) and $$y$$')).toBe('$5 and $10, \\(x\\) and $$y$$');
    expect(sourceOfMoodleText('Let $x$ be `$a$`; $$y$$')).toBe('Let \\$x\\$ be `$a$`; $$y$$');
  });

  it('escapes the dollars of a text longer than its field without reading it for formulas, in one pass', () => {
    // A megabyte of openings never closed: each closing mark is looked for once, not once for every opening.
    const hostile = `$${'\\('.repeat(250_000)}${'`'.repeat(250_000)}$`;
    expect(sourceOfMoodleText(hostile, 1000)).toBe(`\\$${hostile.slice(1, -1)}\\$`);
  });
});

describe('math and explanations in GIFT', () => {
  it("reads the general feedback (####) as the explanation, in the question's format or its own", () => {
    const draft = readGift(
      [
        String.raw`What is \\(\\sqrt\{16\}\\)? {=4 ~8 ####Because \\(4^2 \= 16\\).}`,
        '',
        String.raw`[html]Is <b>$$\\frac\{1\}\{2\}$$</b> a half? {TRUE####[html]<p>Yes &amp; \\[0.5\\]</p>}`,
        '',
        'What is 2 + 2? {=4 ~5}',
      ].join('\n'),
    );
    expect(draft.warnings).toEqual([]);
    expect(draft.questions.map((q) => [q.content, q.explanation])).toEqual([
      [String.raw`What is \(\sqrt{16}\)?`, String.raw`Because \(4^2 = 16\).`],
      [String.raw`Is $$\frac{1}{2}$$ a half?`, String.raw`Yes & \[0.5\]`],
      ['What is 2 + 2?', undefined],
    ]);
  });

  it('keeps a dollar Moodle shows as a dollar: as it is where it is one here too, escaped where it would be math', () => {
    const [prices, letters] = checkDraft(
      readGift(
        [
          'A pen costs $5 and a book $10. Together? {=$15 ~$50}',
          '',
          'It costs $5 to ask, and $x$ is a letter. {=Yes ~No ####So $x$ costs $5.}',
        ].join('\n'),
      ),
    ).questions;
    expect(prices).toMatchObject({
      content: 'A pen costs $5 and a book $10. Together?',
      options: [{ label: '$15' }, { label: '$50' }],
    });
    expect(letters).toMatchObject({
      content: String.raw`It costs \$5 to ask, and \$x\$ is a letter.`,
      explanation: String.raw`So \$x\$ costs \$5.`,
    });
  });

  it('skips a question whose formula may not be typeset, and keeps one whose explanation has one, without it', () => {
    const { questions, warnings } = checkDraft(
      readGift(
        [
          String.raw`Click \\(\\href\{https\://evil.example\}\{here\}\\) {=a ~b}`,
          '',
          String.raw`Fine \\(x\\)? {=a ~b ####See \\(\\href\{https\://evil.example\}\{x\}\\)}`,
        ].join('\n'),
      ),
    );
    expect(english(warnings)).toEqual([
      String.raw`Line 1: \href is not allowed in a formula — skipped`,
      String.raw`Line 3: its explanation cannot be used (\href is not allowed in a formula) — left out`,
    ]);
    expect(questions.map((q) => [q.content, q.explanation])).toEqual([[String.raw`Fine \(x\)?`, '']]);
  });

  it('writes math as \\(…\\) and \\[…\\] in [html], escaping ~ = # { } : and \\ in and out of formulas', () => {
    const blocks = writeGift(exportQuizOf(richQuestions())).body.toString().split('\n\n');
    expect(blocks.slice(2, 4)).toEqual([
      [
        String.raw`[html]Solve \\(x^2+3x-4\=0\\) for \\(x &gt; 0\\). {`,
        String.raw`=\\(x \= 1\\)`,
        String.raw`~\\(x \= -4\\)`,
        String.raw`~\\(\\sqrt\{2\}\\)`,
        String.raw`####\\(x^2+3x-4 \= (x-1)(x+4)\\), so \\(x \= 1\\) or \\(x \= -4\\), and only \\(1 &gt; 0\\).`,
        '}',
      ].join('\n'),
      [
        String.raw`[html]Which are equal to one half?<br>\\[\\frac\{1\}\{2\}\\] {`,
        String.raw`~%50%\\(\\frac\{2\}\{4\}\\)`,
        // An option without a formula says it is plain, in a question that is not.
        '~%50%[plain]0.5',
        String.raw`~%-100%\\(\\\{1, 2\\\}\\)`,
        String.raw`####Multiply above and below by 2\: \\[\\frac\{1\}\{2\} \= \\frac\{2\}\{4\} \= 0.5\\]`,
        '}',
      ].join('\n'),
    ]);
    // Texts without a formula stay plain: code and dollars as written (a dollar is no special character in GIFT).
    expect(blocks[4]).toContain(
      String.raw`[plain]What does this print?\n` + '```' + String.raw`python\nd \= \{"a"\: 1\}`,
    );
    expect(blocks[5]).toBe(
      [
        '[plain]A ticket costs $5 and a meal $10\\: together $15. {',
        'TRUE',
        '####$5 + $10 \\= $15, in dollars.',
        '}',
      ].join('\n'),
    );
    // GIFT's special characters escaped in and out of math; accepted answers plain text, whatever the question is.
    expect(blocks[6]!.split('\n').slice(0, 2)).toEqual([
      String.raw`[html]Outside math \~ \= \# \{ \} \: and inside\: \\(a \\ne b\\), \\(\\\{x \: x \= 1\\\}\\), \\(10\\\#\\). Which set? {`,
      String.raw`=[plain]\{1\} =[plain]$5 \= \#1`,
    ]);
  });

  it('reads back math, code, dollars and explanations: formulas between \\(…\\), everything else as written', () => {
    const quiz = exportQuizOf(richQuestions());
    const { questions, warnings } = checkDraft(readGift(writeGift(quiz).body.toString()));
    expect(warnings).toEqual([]);
    expect(questions.map(kept)).toEqual(quiz.questions.map(givenBack));
    expect(questions[0]!.content).toBe(String.raw`Solve \(x^2+3x-4=0\) for \(x > 0\).`);
    expect(questions[2]!.content).toBe(quiz.questions[2]!.content);
    expect(questions[3]!.explanation).toBe('$5 + $10 = $15, in dollars.');
  });
});

const roundTrip = (quiz: ExportQuiz) => checkDraft(readMoodleXml(writeMoodleXml(quiz).body.toString('utf8')));

describe('math and explanations in Moodle XML', () => {
  it('writes a text with a formula as HTML, math between \\(…\\) or \\[…\\], and the explanation as general feedback', () => {
    const quiz = exportQuizOf(richQuestions());
    const xml = writeMoodleXml(quiz).body.toString('utf8');
    expect(xml).toContain(
      String.raw`<questiontext format="html"><text><![CDATA[Solve \(x^2+3x-4=0\) for \(x &gt; 0\).]]></text></questiontext>`,
    );
    expect(xml).toContain(
      String.raw`<generalfeedback format="html"><text><![CDATA[Multiply above and below by 2: \[\frac{1}{2} = \frac{2}{4} = 0.5\]]]></text></generalfeedback>`,
    );
    expect(xml).toContain(
      '<questiontext format="plain_text"><text><![CDATA[A ticket costs $5 and a meal $10: together $15.]]></text></questiontext>',
    );
    expect(xml).toContain('<answer fraction="100" format="plain_text">\n      <text><![CDATA[$5 = #1]]></text>');
    const checked = roundTrip(quiz);
    expect(checked.warnings).toEqual([]);
    expect(checked.questions.map(kept)).toEqual(quiz.questions.map(givenBack));
    expect(checked.questions[2]!.content).toBe(quiz.questions[2]!.content);
  });

  it("reads the general feedback as the explanation, Moodle's math kept and its dollars dollars", () => {
    const draft = readMoodleXml(`<quiz>
  <question type="multichoice">
    <questiontext format="html"><text><![CDATA[<p>Giải \\(x^2 - 4 = 0\\), với \\(x &gt; 0\\):</p><p>$$x = \\sqrt{4}$$</p>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>Vì \\[x^2 = 4\\] nên <b>x = 2</b>. Giá $5, còn $x$ là chữ.</p>]]></text></generalfeedback>
    <answer fraction="100" format="html"><text><![CDATA[<p>\\(2\\)</p>]]></text></answer>
    <answer fraction="0" format="html"><text>$4</text></answer>
  </question>
  <question type="truefalse">
    <questiontext format="html"><text>Không có lời giải thích.</text></questiontext>
    <generalfeedback format="html"><text></text></generalfeedback>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`);
    const { questions, warnings } = checkDraft(draft);
    expect(warnings).toEqual([]);
    expect(questions[0]).toMatchObject({
      content: String.raw`Giải \(x^2 - 4 = 0\), với \(x > 0\):` + '\n' + String.raw`$$x = \sqrt{4}$$`,
      options: [{ label: String.raw`\(2\)` }, { label: '$4' }],
      explanation: String.raw`Vì \[x^2 = 4\] nên x = 2. Giá \$5, còn \$x\$ là chữ.`,
    });
    expect(draft.questions[1]!.explanation).toBeUndefined();
    expect(questions[1]!.explanation).toBe('');
  });

  it('skips a question whose formula may not be typeset, and leaves out an explanation that has one', () => {
    const checked = roundTrip(
      exportQuizOf([
        question('Bấm $\\href{https://evil.example}{vào đây}$', ['a', 'b']),
        question('Ổn', ['$x$', '$\\url{https://evil.example}$']),
        question('Còn câu này?', ['a', 'b'], 'Xem $\\htmlClass{x}{y}$'),
      ]),
    );
    expect(english(checked.warnings)).toEqual([
      String.raw`Question 1: \href is not allowed in a formula — skipped`,
      String.raw`Question 2: \url is not allowed in a formula — skipped`,
      String.raw`Question 3: its explanation cannot be used (\htmlClass is not allowed in a formula) — left out`,
    ]);
    expect(checked.questions.map((q) => [q.content, q.explanation])).toEqual([['Còn câu này?', '']]);
  });
});
