import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { english, placed, refusal } from '../../../test/quiz-file-notes';
import type { QuestionKind, QuestionPoint } from '@quiz/contract/limits';
import { checkDraft } from './check';
import { readMoodleXml } from './moodle';
import { writeMoodleXml } from './moodle-write';
import type { ExportQuestion, ExportQuiz } from './quiz-file';
import { asMoodleGivesBack, generatedQuiz } from '../../../test/generated-quizzes';

// The fixtures are written by hand from Moodle's description of the format (docs.moodle.org, "Moodle XML format").
const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/quiz-files', name), 'utf8');

const refused = 'the file declares a DOCTYPE or entities, which Moodle XML does not use — refused for safety.';

const question = (
  kind: QuestionKind,
  content: string,
  options: [string, boolean][],
  more: Partial<ExportQuestion> = {},
): ExportQuestion => ({
  kind,
  content,
  options: options.map(([label, isCorrect]) => ({ label, isCorrect })),
  acceptedAnswers: [],
  matchDiacritics: false,
  timeLimit: null,
  points: 'standard',
  image: null,
  explanation: '',
  ...more,
});

const everyKind: ExportQuiz = {
  title: 'Địa lý / Lịch sử lớp 5',
  description: 'Ôn tập cuối học kỳ',
  category: 'Geography',
  timeLimit: 30,
  timedAttempts: false,
  withAnswers: true,
  questions: [
    question('single', 'Thủ đô của Việt Nam là gì?', [
      ['Hà Nội', true],
      ['Huế', false],
      ['Đà Nẵng', false],
    ]),
    question(
      'multiple',
      'Những tỉnh nào giáp biển?',
      [
        ['Quảng Ninh', true],
        ['Khánh Hòa', true],
        ['Cà Mau', true],
        ['Lào Cai', false],
      ],
      { points: 'double' },
    ),
    question(
      'true_false',
      'Huế là thủ đô hiện nay.',
      [
        ['True', false],
        ['False', true],
      ],
      { points: 'none' },
    ),
    question('typed', 'Sông Mê Kông ở Việt Nam\ncòn gọi là gì?', [], {
      acceptedAnswers: ['Cửu Long', 'Sông Cửu Long'],
    }),
    question('ordering', 'Xếp từ Bắc vào Nam.', [
      ['Hà Nội', false],
      ['Huế', false],
      ['Cần Thơ', false],
    ]),
    question('poll', 'Bạn thích vùng nào nhất?', [
      ['Miền Bắc', false],
      ['Miền Nam', false],
    ]),
  ],
};

/** What a question keeps through a file, in the store's terms. */
const kept = (q: {
  kind: QuestionKind;
  content: string;
  options: { label: string; isCorrect: boolean }[];
  acceptedAnswers: string[];
  points: QuestionPoint;
}) => ({
  kind: q.kind,
  content: q.content,
  options: q.options.map(({ label, isCorrect }) => ({ label, isCorrect })),
  acceptedAnswers: q.acceptedAnswers,
  points: q.points,
});
/** What a question comes back as: its texts as Moodle shows them, formulas between `\(…\)`; answers as typed. */
const givenBack = (q: ExportQuestion) => ({
  ...kept(q),
  content: asMoodleGivesBack(q.content),
  options: q.options.map(({ label, isCorrect }) => ({ label: asMoodleGivesBack(label), isCorrect })),
});

const roundTrip = (quiz: ExportQuiz) => {
  const written = writeMoodleXml(quiz);
  const draft = readMoodleXml(written.body.toString('utf8'));
  return { written, draft, checked: checkDraft(draft) };
};

describe('readMoodleXml', () => {
  it('reads one correct, several correct, true/false and short answer, leaving out matching, with their places', () => {
    const draft = readMoodleXml(fixture('dia-ly.moodle.xml'));
    expect(draft.about).toEqual({ title: 'Địa lý Việt Nam' });
    expect(english(draft.warnings)).toEqual([
      'Question 4: matching questions are not supported — skipped',
      "Question 5: the answer 'Sông Tiền' is worth 50 % of the marks, and only fully correct answers are accepted here — left out",
    ]);
    expect(placed(draft.questions)).toEqual([
      {
        where: 'Question 1',
        kind: 'single',
        content: 'Thủ đô của Việt Nam là thành phố nào?',
        options: [
          { label: 'Hà Nội', isCorrect: true },
          { label: 'Huế', isCorrect: false },
          { label: 'Thành phố Hồ Chí Minh', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Question 2',
        kind: 'multiple',
        content: 'Những tỉnh nào sau đây giáp biển?',
        options: [
          { label: 'Quảng Ninh', isCorrect: true },
          { label: 'Lào Cai', isCorrect: false },
          { label: 'Khánh Hòa', isCorrect: true },
          { label: 'Cao Bằng', isCorrect: false },
        ],
        acceptedAnswers: [],
        points: 'double',
      },
      {
        where: 'Question 3',
        kind: 'true_false',
        content: 'Fansipan là đỉnh núi cao nhất Việt Nam.',
        options: [
          { label: 'True', isCorrect: true },
          { label: 'False', isCorrect: false },
        ],
        acceptedAnswers: [],
      },
      {
        where: 'Question 5',
        kind: 'typed',
        content: 'Khi chảy qua Việt Nam,\ncon sông Mê Kông còn được gọi là gì?',
        options: [],
        // 'Sông Tiền' earns half marks in Moodle: only full-mark answers are accepted, and the warning says so.
        acceptedAnswers: ['Cửu Long', 'Sông Cửu Long'],
        points: 'none',
      },
    ]);
  });

  it("reads an ordering question's items in the file's order, and leaves out a numerical question", () => {
    const draft = readMoodleXml(fixture('ordering.moodle.xml'));
    expect(placed(draft.questions)).toEqual([
      {
        where: 'Question 1',
        kind: 'ordering',
        content: 'Xếp các thành phố theo thứ tự từ Bắc vào Nam.',
        options: ['Hà Nội', 'Huế', 'Đà Nẵng', 'Cần Thơ'].map((label) => ({ label, isCorrect: false })),
        acceptedAnswers: [],
      },
    ]);
    expect(english(draft.warnings)).toEqual(['Question 2: numerical questions are not supported — skipped']);
  });

  it('leaves out the types that have no kind here with a warning, counting questions but not categories', () => {
    const types = ['matching', 'numerical', 'essay', 'description', 'multianswer', 'calculated', 'ddwtos', 'gapselect'];
    const draft = readMoodleXml(`<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top</text></category></question>
${types.map((type) => `  <question type="${type}"><questiontext><text>Câu hỏi ${type}</text></questiontext></question>`).join('\n')}
  <question type="category"><category><text>$course$/top/Default for Lớp 5</text></category></question>
  <question type="truefalse">
    <questiontext format="plain_text"><text>Hà Nội ở miền Bắc.</text></questiontext>
    <answer fraction="100"><text>true</text></answer>
    <answer fraction="0"><text>false</text></answer>
  </question>
</quiz>`);
    expect(english(draft.warnings)).toEqual(
      types.map((type, i) => `Question ${i + 1}: ${type} questions are not supported — skipped`),
    );
    expect(placed(draft.questions).map((q) => [q.where, q.kind])).toEqual([['Question 9', 'true_false']]);
    // Neither the top category nor Moodle's default one names the quiz.
    expect(draft.about).toBeUndefined();
  });

  it('reduces HTML to its text, decoding XML and HTML entities once each, and keeps plain text as written', () => {
    const draft = readMoodleXml(`<quiz>
  <question type="multichoice">
    <questiontext format="html"><text><![CDATA[<p>Đâu là <b>vịnh</b>&nbsp;nổi  tiếng?<br>Chọn một.</p>
      <p>Xem h&igrave;nh: <img src="@@PLUGINFILE@@/ha-long.jpg" alt="Vịnh"> &#7855; &#x1EA1; &amp;lt;b&amp;gt;</p>
      <script>alert(1)</script>]]></text></questiontext>
    <single>true</single>
    <answer fraction="100" format="html"><text>&lt;p&gt;Vịnh Hạ Long &amp;amp; Bái Tử Long&lt;/p&gt;</text></answer>
    <answer fraction="0" format="plain_text"><text>&lt;b&gt;Vịnh&lt;/b&gt; &amp;amp; &#7855;</text></answer>
    <answer fraction="0"><text>Vịnh &eacute; &Ocirc; &hellip;</text></answer>
  </question>
</quiz>`);
    expect(draft.questions[0]!.content).toBe('Đâu là vịnh nổi tiếng?\nChọn một.\nXem hình: ắ ạ &lt;b&gt;');
    expect(draft.questions[0]!.options.map((o) => o.label)).toEqual([
      'Vịnh Hạ Long & Bái Tử Long',
      '<b>Vịnh</b> &amp; ắ',
      'Vịnh é Ô …',
    ]);
    expect(english(draft.warnings)).toEqual(['Question 1: the pictures in its text are left out']);
  });

  it('skips a question with no correct answer, and leaves out wildcard short answers, saying so', () => {
    const draft = readMoodleXml(`<quiz>
  <question type="multichoice">
    <questiontext><text>Chọn một.</text></questiontext>
    <answer fraction="0"><text>a</text></answer>
    <answer fraction="0"><text>b</text></answer>
  </question>
  <question type="shortanswer">
    <questiontext><text>Tên một tỉnh?</text></questiontext>
    <answer fraction="100"><text>Hà*</text></answer>
    <answer fraction="100"><text>5\\* sao</text></answer>
  </question>
  <question type="truefalse">
    <questiontext><text>Huế ở miền Nam.</text></questiontext>
    <answer fraction="0"><text>true</text></answer>
    <answer fraction="100"><text>false</text></answer>
  </question>
</quiz>`);
    expect(placed(draft.questions).map((q) => [q.where, q.acceptedAnswers, q.options])).toEqual([
      ['Question 2', ['5* sao'], []],
      [
        'Question 3',
        [],
        [
          { label: 'True', isCorrect: false },
          { label: 'False', isCorrect: true },
        ],
      ],
    ]);
    expect(english(draft.warnings)).toEqual([
      'Question 1: no answer is marked correct — skipped',
      "Question 2: the answer 'Hà*' uses Moodle's wildcard *, which is not supported — left out",
    ]);
  });

  it('refuses a DOCTYPE with an external entity (XXE) or a billion laughs quickly, before parsing it', () => {
    const xxe = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE quiz [
  <!ENTITY xxe SYSTEM "file:///etc/passwd">
]>
<quiz><question type="shortanswer"><questiontext><text>&xxe;</text></questiontext></question></quiz>`;
    const laughs = `<?xml version="1.0"?>

<!doctype lolz [
  <!ENTITY lol "lol">
${Array.from({ length: 9 }, (_, i) => `  <!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('\n')}
]>
<quiz><question type="truefalse"><questiontext><text>&lol9;</text></questiontext></question></quiz>`;
    const started = performance.now();
    expect(() => readMoodleXml(xxe)).toThrow(refusal('Line 2', refused));
    expect(() => readMoodleXml(laughs)).toThrow(refusal('Line 3', refused));
    // An entity declared without a DOCTYPE is refused too (it is not well formed, but it is never parsed).
    expect(() => readMoodleXml('<quiz>\n<!ENTITY a "b">\n</quiz>')).toThrow(refusal('Line 2', refused));
    expect(performance.now() - started).toBeLessThan(100);
  });

  it('refuses XML that is not well formed, naming the line the validator reports, or too deep to read', () => {
    expect(() =>
      readMoodleXml(`<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="truefalse">
    <questiontext><text>Đúng không?</text>
  </question>
</quiz>`),
    ).toThrow(/^Line 5: the XML is not well formed: .*'questiontext'.*[^.]\.$/);
    expect(() => readMoodleXml('')).toThrow(/^Line 1: the XML is not well formed: /);
    expect(() => readMoodleXml(`<quiz>${'<a>'.repeat(150)}${'</a>'.repeat(150)}</quiz>`)).toThrow(
      refusal(
        'Line 1',
        'the XML could not be read: its elements are nested too deeply or have names Moodle XML does not use.',
      ),
    );
  });

  it('refuses a well-formed file whose root element is not <quiz>', () => {
    const notMoodle = refusal('Line 1', 'the file is not Moodle XML: its root element must be <quiz>.');
    expect(() => readMoodleXml('<?xml version="1.0"?>\n<questions><question type="truefalse"/></questions>')).toThrow(
      notMoodle,
    );
    expect(() => readMoodleXml('<html><body><p>Câu hỏi</p></body></html>')).toThrow(notMoodle);
  });

  it('finds nothing in an empty quiz, with or without a byte-order mark', () => {
    expect(readMoodleXml('\uFEFF<?xml version="1.0"?>\n<quiz>\n</quiz>\n')).toMatchObject({
      questions: [],
      warnings: [],
    });
    expect(readMoodleXml('<quiz/>')).toMatchObject({ questions: [], warnings: [] });
  });
});

describe('writeMoodleXml', () => {
  it('reads back as the same questions over many generated quizzes: HTML-like text, entities, math and all', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const quiz = generatedQuiz(seed, ['single', 'multiple', 'true_false', 'typed', 'ordering']);
      const { draft, checked } = roundTrip(quiz);
      expect(draft.about, `seed ${seed}`).toEqual({ title: quiz.title });
      expect(checked.warnings, `seed ${seed}`).toEqual([]);
      expect(checked.questions.map(kept), `seed ${seed}`).toEqual(quiz.questions.map(givenBack));
      const explanations = quiz.questions.map((q) => asMoodleGivesBack(q.explanation));
      expect(
        checked.questions.map((q) => q.explanation),
        `seed ${seed}`,
      ).toEqual(explanations);
    }
  });

  it('reads back each kind with its text, options, accepted answers and points, the poll listed as left out', () => {
    const { written, draft, checked } = roundTrip(everyKind);
    expect({ ...written, leftOut: english(written.leftOut) }).toMatchObject({
      contentType: 'application/xml; charset=utf-8',
      extension: 'xml',
      leftOut: ['Question 6: polls cannot be written in Moodle XML — left out'],
    });
    expect(written.body.toString('utf8')).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<quiz>\n/);
    expect(draft.about).toEqual({ title: everyKind.title });
    expect(checked.warnings).toEqual([]);
    expect(checked.questions.map(kept)).toEqual(everyKind.questions.filter((q) => q.kind !== 'poll').map(kept));
  });

  it("writes Moodle's types, shared fractions, grades, the category and 50-character names", () => {
    const xml = writeMoodleXml(everyKind).body.toString('utf8');
    expect(xml).toContain('<category><text><![CDATA[$course$/top/Địa lý // Lịch sử lớp 5]]></text></category>');
    expect(xml.match(/<question type="(\w+)">/g)).toEqual([
      '<question type="category">',
      '<question type="multichoice">',
      '<question type="multichoice">',
      '<question type="truefalse">',
      '<question type="shortanswer">',
      '<question type="ordering">',
    ]);
    expect(xml.match(/fraction="33.3333333"/g)).toHaveLength(3);
    expect(xml.match(/<defaultgrade>(\d)<\/defaultgrade>/g)).toEqual([
      '<defaultgrade>1</defaultgrade>',
      '<defaultgrade>2</defaultgrade>',
      '<defaultgrade>0</defaultgrade>',
      '<defaultgrade>1</defaultgrade>',
      '<defaultgrade>1</defaultgrade>',
    ]);
    expect(xml).toContain('<single>true</single>');
    expect(xml).toContain('<single>false</single>');
    expect(xml).toContain('<usecase>0</usecase>');
    const long = writeMoodleXml({
      ...everyKind,
      questions: [question('typed', 'ồ'.repeat(80), [], { acceptedAnswers: ['a'] })],
    });
    expect(long.body.toString('utf8')).toContain(`<name><text><![CDATA[${'ồ'.repeat(50)}]]></text></name>`);
  });

  it('keeps ]]>, <, &, a star and line breaks as written through the round trip', () => {
    const tricky = 'Is a < b && c ]]> d?\n<b>not bold</b> &amp; &#7855; ]]]]>';
    const { checked } = roundTrip({
      ...everyKind,
      title: 'Khó ]]> & <đọc>',
      questions: [
        question('single', tricky, [
          ['x ]]> y', true],
          ['<i>&lt;</i>', false],
        ]),
        question('typed', 'Gõ 5*', [], { acceptedAnswers: ['5*', 'A & B <C>'] }),
      ],
    });
    expect(checked.questions.map(kept)).toEqual([
      {
        kind: 'single',
        content: tricky,
        options: [
          { label: 'x ]]> y', isCorrect: true },
          { label: '<i>&lt;</i>', isCorrect: false },
        ],
        acceptedAnswers: [],
        points: 'standard',
      },
      { kind: 'typed', content: 'Gõ 5*', options: [], acceptedAnswers: ['5*', 'A & B <C>'], points: 'standard' },
    ]);
    expect(readMoodleXml(writeMoodleXml({ ...everyKind, title: 'Khó ]]> & <đọc>' }).body.toString()).about).toEqual({
      title: 'Khó ]]> & <đọc>',
    });
  });

  it('without the answer key marks no answer correct and leaves out typed questions', () => {
    const written = writeMoodleXml({ ...everyKind, withAnswers: false });
    const xml = written.body.toString('utf8');
    expect([...xml.matchAll(/fraction="([^"]*)"/g)].map((m) => m[1])).toEqual(Array(12).fill('0'));
    expect(xml).not.toContain('Cửu Long');
    expect(english(written.leftOut)).toEqual([
      'Question 4: typed questions need their answers — left out',
      'Question 6: polls cannot be written in Moodle XML — left out',
    ]);
  });
});
