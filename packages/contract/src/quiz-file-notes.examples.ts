/**
 * Examples of the import's and export's notes for quiz-file-notes.test.ts: one of every key at least, each with the
 * English and the Vietnamese it must be worded as.
 */
import { QuestionKindLimits, QuizLimits } from './limits';
import { Note, type NoteCore, type NoteEnding, type QuizFileNote, type QuizFilePlace } from './quiz-file-notes';

const at = (where: QuizFilePlace, core: NoteCore, ending?: NoteEnding): QuizFileNote => ({
  where,
  ...core,
  ...(ending ? { ending } : {}),
});
const line = (n: number) => ({ line: n });
const row = (n: number) => ({ row: n });
const question = (n: number) => ({ question: n });

/**
 * One note of every key, as the readers, the checks and the writers make them: its English, word for word what the
 * API has always answered, and its Vietnamese, word for word what the API answered before the notes were records
 * (when the English was translated back by patterns).
 */
export const examples: [note: QuizFileNote, english: string, vietnamese: string][] = [
  // GIFT
  [
    at(line(8), Note.essayNotSupported, 'skipped'),
    'Line 8: essay questions are not supported — skipped',
    'Dòng 8: không hỗ trợ câu hỏi tự luận — bỏ qua',
  ],
  [
    at(line(6), Note.numericalNotSupported, 'skipped'),
    'Line 6: numerical questions are not supported — skipped',
    'Dòng 6: không hỗ trợ câu hỏi dạng số — bỏ qua',
  ],
  [
    at(line(14), Note.matchingNotSupported, 'skipped'),
    'Line 14: matching questions are not supported — skipped',
    'Dòng 14: không hỗ trợ câu hỏi ghép đôi — bỏ qua',
  ],
  [
    at(line(3), Note.answerEmpty, 'skipped'),
    'Line 3: an answer is empty — skipped',
    'Dòng 3: có một đáp án để trống — bỏ qua',
  ],
  [
    at(line(1), Note.noAnswerMarkedCorrect, 'skipped'),
    'Line 1: no answer is marked correct — skipped',
    'Dòng 1: không có đáp án nào được đánh dấu đúng — bỏ qua',
  ],
  [
    at(line(5), Note.titleNotClosed),
    "Line 5: the title is not closed with '::'.",
    "Dòng 5: tiêu đề chưa được đóng bằng '::'.",
  ],
  [
    at(line(10), Note.descriptionNotQuestion, 'skipped'),
    'Line 10: a description without answers is not a question — skipped',
    'Dòng 10: một đoạn mô tả không có đáp án thì không phải là câu hỏi — bỏ qua',
  ],
  [
    at(line(7), Note.bracesNotClosed),
    "Line 7: the answers opened with '{' are not closed with '}'.",
    "Dòng 7: các đáp án mở bằng '{' chưa được đóng bằng '}'.",
  ],
  [
    at(line(4), Note.questionHasNoText, 'skipped'),
    'Line 4: the question has no text — skipped',
    'Dòng 4: câu hỏi không có nội dung — bỏ qua',
  ],
  [
    at(line(2), Note.categoryNotRecognised({ category: 'Hóa học 10/Chương 1' })),
    "Line 2: the category 'Hóa học 10/Chương 1' is not one of the quiz categories, so it is not used",
    "Dòng 2: chủ đề 'Hóa học 10/Chương 1' không thuộc các chủ đề quiz nên không được dùng",
  ],
  [
    at(question(5), Note.notInGift({ kind: 'ordering' }), 'leftOut'),
    'Question 5: ordering questions cannot be written in GIFT — left out',
    'Câu 5: không thể ghi câu hỏi sắp xếp sang GIFT — không đưa vào',
  ],
  [
    at(question(6), Note.notInGift({ kind: 'poll' }), 'leftOut'),
    'Question 6: polls cannot be written in GIFT — left out',
    'Câu 6: không thể ghi thăm dò ý kiến sang GIFT — không đưa vào',
  ],
  // Aiken
  [
    at(line(1), Note.answerBeforeQuestion, 'skipped'),
    'Line 1: an ANSWER line comes before any question — skipped',
    'Dòng 1: có một dòng ANSWER đứng trước mọi câu hỏi — bỏ qua',
  ],
  [
    at(line(3), Note.tooFewOptions, 'skipped'),
    'Line 3: a question needs at least two lettered options (A. …) before its ANSWER line — skipped',
    'Dòng 3: một câu hỏi cần ít nhất hai lựa chọn có chữ cái (A. …) trước dòng ANSWER — bỏ qua',
  ],
  [
    at(line(6), Note.answerNotALetter({ answer: 'E' }), 'skipped'),
    "Line 6: the answer 'E' is not one of the options' letters — skipped",
    "Dòng 6: đáp án 'E' không phải là chữ cái của lựa chọn nào — bỏ qua",
  ],
  [
    at(line(4), Note.optionOutOfOrder({ option: 'C', expected: 'B' }), 'skipped'),
    'Line 4: option C comes where option B should be — skipped',
    'Dòng 4: lựa chọn C đứng ở chỗ của lựa chọn B — bỏ qua',
  ],
  [
    at(line(5), Note.questionHasNoAnswer, 'skipped'),
    'Line 5: the question has no ANSWER line — skipped',
    'Dòng 5: câu hỏi không có dòng ANSWER — bỏ qua',
  ],
  [
    at(line(9), Note.lastHasNoAnswer, 'skipped'),
    'Line 9: the last question has no ANSWER line — skipped',
    'Dòng 9: câu hỏi cuối cùng không có dòng ANSWER — bỏ qua',
  ],
  [
    at(question(2), Note.notInAiken({ kind: 'true_false' }), 'leftOut'),
    'Question 2: true/false questions cannot be written in Aiken — left out',
    'Câu 2: không thể ghi câu hỏi đúng/sai sang Aiken — không đưa vào',
  ],
  [
    at(question(3), Note.notInAiken({ kind: 'ordering' }), 'leftOut'),
    'Question 3: ordering questions cannot be written in Aiken — left out',
    'Câu 3: không thể ghi câu hỏi sắp xếp sang Aiken — không đưa vào',
  ],
  // CSV and spreadsheets
  [
    at(row(7), Note.quoteNotClosed),
    'Row 7: a quoted field is not closed with a quote.',
    'Hàng 7: một ô mở bằng dấu ngoặc kép chưa được đóng bằng dấu ngoặc kép.',
  ],
  [
    at(row(1), Note.headerNeedsQuestion),
    "Row 1: the first row must name the columns, one of them 'Question'.",
    "Hàng 1: hàng đầu tiên phải ghi tên các cột, trong đó có cột 'Question'.",
  ],
  [
    at(row(2), Note.kindUnknown({ kind: 'essay' }), 'skipped'),
    "Row 2: the kind 'essay' is not one of single, multiple, true_false, typed, ordering, poll — skipped",
    "Hàng 2: loại 'essay' không thuộc single, multiple, true_false, typed, ordering, poll — bỏ qua",
  ],
  [
    at(row(3), Note.timeNotWhole({ time: 'soon' }), 'skipped'),
    "Row 3: the time 'soon' is not a whole number of seconds — skipped",
    "Hàng 3: thời gian 'soon' không phải là số giây nguyên — bỏ qua",
  ],
  [
    at(row(4), Note.pointsUnknown({ points: 'triple' }), 'skipped'),
    "Row 4: the points 'triple' are not one of standard, double, none — skipped",
    "Hàng 4: điểm 'triple' không thuộc standard, double, none — bỏ qua",
  ],
  [
    at(row(5), Note.trueFalseCorrect, 'skipped'),
    "Row 5: a true/false question's Correct must be True or False — skipped",
    'Hàng 5: cột Correct của câu hỏi đúng/sai phải là True hoặc False — bỏ qua',
  ],
  [
    at(row(3), Note.correctByNumber({ max: 2 }), 'skipped'),
    'Row 3: Correct must name options by number, from 1 to 2 — skipped',
    'Hàng 3: cột Correct phải ghi số thứ tự của lựa chọn, từ 1 đến 2 — bỏ qua',
  ],
  [
    at(row(4), Note.singleHasOneCorrect, 'skipped'),
    'Row 4: a single-choice question has one correct option (the kind for several is multiple) — skipped',
    'Hàng 4: câu hỏi chọn một đáp án chỉ có một lựa chọn đúng (loại cho nhiều đáp án là multiple) — bỏ qua',
  ],
  [
    at(row(1), Note.kahootHeaderMissing),
    "Row 1: no row names Kahoot!'s columns: Question, Answer 1 … and Correct answer(s).",
    'Hàng 1: không có hàng nào ghi tên các cột của Kahoot!: Question, Answer 1 … và Correct answer(s).',
  ],
  // Kahoot!
  [
    at(row(9), Note.noCorrectChosen, 'skipped'),
    'Row 9: no correct answer is chosen — skipped',
    'Hàng 9: chưa chọn đáp án đúng — bỏ qua',
  ],
  [
    at(row(10), Note.correctNotAnAnswer({ answer: '7' }), 'skipped'),
    "Row 10: the correct answer '7' is not the number of one of its answers — skipped",
    "Hàng 10: đáp án đúng '7' không phải là số thứ tự của một đáp án — bỏ qua",
  ],
  [
    at(row(11), Note.timeLimitNotWhole({ time: 'long' }), 'skipped'),
    "Row 11: the time limit 'long' is not a whole number of seconds — skipped",
    "Hàng 11: giới hạn thời gian 'long' không phải là số giây nguyên — bỏ qua",
  ],
  [
    at(question(1), Note.notInKahoot({ kind: 'ordering' }), 'leftOut'),
    'Question 1: ordering questions cannot be written in a Kahoot! spreadsheet — left out',
    'Câu 1: không thể ghi câu hỏi sắp xếp sang bảng tính Kahoot! — không đưa vào',
  ],
  [
    at(question(3), Note.tooManyForKahoot({ max: 4 }), 'leftOut'),
    'Question 3: it has more than 4 answers, more than a Kahoot! question holds — left out',
    'Câu 3: câu hỏi có hơn 4 đáp án, nhiều hơn một câu hỏi Kahoot! có thể chứa — không đưa vào',
  ],
  [
    at(question(1), Note.pictureNotIncluded),
    'Question 1: its picture is not included',
    'Câu 1: không kèm hình ảnh của câu hỏi',
  ],
  [
    at(question(4), Note.diacriticsNotCarried),
    "Question 4: its 'Diacritics must match' setting is not carried",
    "Câu 4: không mang theo thiết lập 'Phải viết đúng dấu' của câu hỏi",
  ],
  [
    at(question(1), Note.pictureDescriptionOnly),
    'Question 1: its picture is not included, only its description',
    'Câu 1: không kèm hình ảnh, chỉ kèm mô tả của nó',
  ],
  // Moodle XML
  [
    at(question(2), Note.answerEmptyWithoutMarkup, 'skipped'),
    'Question 2: an answer has no text once its markup is removed — skipped',
    'Câu 2: có một đáp án không còn chữ nào sau khi bỏ định dạng — bỏ qua',
  ],
  [
    at(question(3), Note.trueFalseOneCorrect, 'skipped'),
    'Question 3: exactly one of true and false must be marked correct — skipped',
    'Câu 3: phải đánh dấu một và chỉ một trong hai giá trị true/false là đáp án đúng — bỏ qua',
  ],
  [
    at(question(4), Note.wildcardNotSupported({ answer: 'th*' }), 'leftOut'),
    "Question 4: the answer 'th*' uses Moodle's wildcard *, which is not supported — left out",
    "Câu 4: đáp án 'th*' dùng ký tự đại diện * của Moodle, điều này không được hỗ trợ — không đưa vào",
  ],
  [
    at(question(5), Note.noFullMarks, 'skipped'),
    'Question 5: no answer gets full marks — skipped',
    'Câu 5: không có đáp án nào được điểm tối đa — bỏ qua',
  ],
  [
    at(question(4), Note.typeNotSupported({ type: 'calculated' }), 'skipped'),
    'Question 4: calculated questions are not supported — skipped',
    'Câu 4: không hỗ trợ câu hỏi loại calculated — bỏ qua',
  ],
  [
    at(line(3), Note.partialCreditLeftOut({ answer: 'Cat', percent: 50 }), 'leftOut'),
    "Line 3: the answer 'Cat' is worth 50 % of the marks, and only fully correct answers are accepted here — left out",
    "Dòng 3: đáp án 'Cat' chỉ được 50 % số điểm, mà ở đây chỉ nhận những đáp án hoàn toàn đúng — không đưa vào",
  ],
  [
    at(question(2), Note.partialCreditWrong({ answer: 'Galilee', percent: 50 })),
    "Question 2: the option 'Galilee' is worth 50 % of the marks; here it counts as wrong",
    "Câu 2: lựa chọn 'Galilee' chỉ được 50 % số điểm; ở đây nó được tính là sai",
  ],
  [
    at(question(6), Note.answersEmpty, 'skipped'),
    'Question 6: its answers are empty — skipped',
    'Câu 6: các đáp án của câu hỏi đều để trống — bỏ qua',
  ],
  [
    at(question(3), Note.picturesKept({ count: 3 })),
    'Question 3: only the first of its 3 pictures is kept',
    'Câu 3: chỉ giữ hình ảnh đầu tiên trong 3 hình ảnh của câu hỏi',
  ],
  [
    at(question(4), Note.optionPicturesLeftOut),
    'Question 4: the pictures in its answers are left out',
    'Câu 4: các hình ảnh trong đáp án không được đưa vào',
  ],
  [
    at(line(7), Note.audioLeftOut),
    'Line 7: the sound in its text is left out',
    'Dòng 7: âm thanh trong nội dung câu hỏi không được đưa vào',
  ],
  [
    at(question(8), Note.videoLeftOut),
    'Question 8: the video in its text is left out',
    'Câu 8: video trong nội dung câu hỏi không được đưa vào',
  ],
  [
    at(question(9), Note.embeddedLeftOut),
    'Question 9: the embedded content in its text is left out',
    'Câu 9: nội dung nhúng trong câu hỏi không được đưa vào',
  ],
  [
    at(question(1), Note.picturesInTextLeftOut),
    'Question 1: the pictures in its text are left out',
    'Câu 1: các hình ảnh trong nội dung câu hỏi không được đưa vào',
  ],
  [
    at(line(3), Note.xmlNotWellFormed({ problem: "Closing tag 'question' is expected inplace of 'quiz'" })),
    "Line 3: the XML is not well formed: Closing tag 'question' is expected inplace of 'quiz'.",
    "Dòng 3: XML không đúng cú pháp: Closing tag 'question' is expected inplace of 'quiz'.",
  ],
  [
    at(line(1), Note.notMoodleXml),
    'Line 1: the file is not Moodle XML: its root element must be <quiz>.',
    'Dòng 1: tệp không phải Moodle XML: phần tử gốc phải là <quiz>.',
  ],
  [
    at(line(2), Note.doctypeRefused),
    'Line 2: the file declares a DOCTYPE or entities, which Moodle XML does not use — refused for safety.',
    'Dòng 2: tệp khai báo DOCTYPE hoặc entity, những thứ Moodle XML không dùng — bị từ chối để đảm bảo an toàn.',
  ],
  [
    at(line(1), Note.xmlUnreadable),
    'Line 1: the XML could not be read: its elements are nested too deeply or have names Moodle XML does not use.',
    'Dòng 1: không đọc được XML: các phần tử lồng nhau quá sâu hoặc có tên mà Moodle XML không dùng.',
  ],
  [
    at(question(4), Note.typedNeedsAnswers, 'leftOut'),
    'Question 4: typed questions need their answers — left out',
    'Câu 4: câu hỏi tự nhập cần có đáp án — không đưa vào',
  ],
  [
    at(question(6), Note.pollsNotInMoodle, 'leftOut'),
    'Question 6: polls cannot be written in Moodle XML — left out',
    'Câu 6: không thể ghi thăm dò ý kiến sang Moodle XML — không đưa vào',
  ],
  // Our JSON
  [at(line(2), Note.jsonNotWellFormed), 'Line 2: the JSON is not well formed.', 'Dòng 2: JSON không đúng cú pháp.'],
  [
    at(line(1), Note.notOurJson({ format: 'quiz-adventure' })),
    'Line 1: this JSON is not a Quiz Adventure quiz (it has no "format": "quiz-adventure").',
    'Dòng 1: JSON này không phải quiz của Quiz Adventure (không có "format": "quiz-adventure").',
  ],
  [
    at(question(2), Note.notAQuestion, 'skipped'),
    'Question 2: not a question — skipped',
    'Câu 2: không phải là câu hỏi — bỏ qua',
  ],
  [
    at(question(1), Note.pictureNotInFile, 'leftOut'),
    'Question 1: its picture is not in this file (a .zip export carries it) — left out',
    'Câu 1: hình ảnh của câu hỏi không có trong tệp này (bản xuất dạng .zip mới kèm hình ảnh) — không đưa vào',
  ],
  [
    at(question(2), Note.pictureNotInZip({ name: 'pictures/2.webp' }), 'leftOut'),
    "Question 2: its picture 'pictures/2.webp' is not in the zip — left out",
    "Câu 2: hình ảnh 'pictures/2.webp' không có trong tệp zip — không đưa vào",
  ],
  [
    at(question(3), Note.pictureNoDescription, 'leftOut'),
    'Question 3: its picture has no description, which every picture needs — left out',
    'Câu 3: hình ảnh của câu hỏi không có mô tả, trong khi hình ảnh nào cũng cần có — không đưa vào',
  ],
  [
    at(question(4), Note.pictureDescriptionTooLong({ max: QuestionKindLimits.imageAltMax }), 'cut'),
    `Question 4: its picture's description is longer than ${QuestionKindLimits.imageAltMax} characters — cut`,
    `Câu 4: mô tả hình ảnh của câu hỏi dài hơn ${QuestionKindLimits.imageAltMax} ký tự — đã cắt bớt`,
  ],
  [
    at(question(5), Note.pictureUnusable({ reason: { key: 'imageWrongType', params: [] } }), 'leftOut'),
    'Question 5: its picture cannot be used (The picture must be a PNG, JPEG, WebP or GIF image) — left out',
    'Câu 5: không dùng được hình ảnh của câu hỏi (Ảnh phải có định dạng PNG, JPEG, WebP hoặc GIF) — không đưa vào',
  ],
  // The editor's limits and rules
  [
    at(line(3), Note.questionTooLong({ max: QuizLimits.questionMax }), 'cut'),
    `Line 3: the question is longer than ${QuizLimits.questionMax} characters — cut`,
    `Dòng 3: câu hỏi dài hơn ${QuizLimits.questionMax} ký tự — đã cắt bớt`,
  ],
  [
    at(line(2), Note.optionsKept({ kept: QuizLimits.optionsMax, count: 7 })),
    `Line 2: only the first ${QuizLimits.optionsMax} of its 7 options are kept`,
    `Dòng 2: chỉ giữ ${QuizLimits.optionsMax} lựa chọn đầu tiên trong số 7`,
  ],
  [
    at(line(4), Note.optionTooLong({ max: QuizLimits.optionMax }), 'cut'),
    `Line 4: an option is longer than ${QuizLimits.optionMax} characters — cut`,
    `Dòng 4: một lựa chọn dài hơn ${QuizLimits.optionMax} ký tự — đã cắt bớt`,
  ],
  [
    at(row(6), Note.explanationTooLong({ max: QuestionKindLimits.explanationMax }), 'cut'),
    `Row 6: its explanation is longer than ${QuestionKindLimits.explanationMax} characters — cut`,
    `Hàng 6: lời giải thích của câu hỏi dài hơn ${QuestionKindLimits.explanationMax} ký tự — đã cắt bớt`,
  ],
  [
    at(
      line(7),
      Note.explanationUnusable({ reason: { key: 'formulaCommandNotAllowed', params: ['\\href'] } }),
      'leftOut',
    ),
    'Line 7: its explanation cannot be used (\\href is not allowed in a formula) — left out',
    'Dòng 7: không dùng được lời giải thích của câu hỏi (Không được dùng \\href trong công thức) — không đưa vào',
  ],
  [
    at(line(9), Note.acceptedAnswersKept({ kept: QuestionKindLimits.acceptedAnswersMax, count: 12 })),
    `Line 9: only the first ${QuestionKindLimits.acceptedAnswersMax} of its 12 accepted answers are kept`,
    `Dòng 9: chỉ giữ ${QuestionKindLimits.acceptedAnswersMax} đáp án được chấp nhận đầu tiên trong số 12`,
  ],
  [
    at(line(5), Note.acceptedAnswerTooLong({ max: QuestionKindLimits.typedAnswerMax }), 'cut'),
    `Line 5: an accepted answer is longer than ${QuestionKindLimits.typedAnswerMax} characters — cut`,
    `Dòng 5: một đáp án được chấp nhận dài hơn ${QuestionKindLimits.typedAnswerMax} ký tự — đã cắt bớt`,
  ],
  [
    at(line(6), Note.notValidQuestion, 'skipped'),
    'Line 6: not a valid question — skipped',
    'Dòng 6: không phải là câu hỏi hợp lệ — bỏ qua',
  ],
  [
    at(line(2), Note.editorRule({ rule: { key: 'correctAnswerRequired', params: [] } }), 'skipped'),
    'Line 2: Each question must have at least one correct answer — skipped',
    'Dòng 2: Mỗi câu hỏi phải có ít nhất một đáp án đúng — bỏ qua',
  ],
  [
    at('quiz', Note.timeOutOfRange({ time: '900', min: 5, max: 300, used: 30 })),
    'Quiz: its time per question (900 s) is not between 5 and 300 seconds — 30 s is used',
    'Quiz: thời gian cho mỗi câu hỏi (900 giây) không nằm trong khoảng 5 đến 300 giây — dùng 30 giây',
  ],
  [
    at('quiz', Note.timeOutOfRange({ time: '2.5', min: 5, max: 300, used: 30 })),
    'Quiz: its time per question (2.5 s) is not between 5 and 300 seconds — 30 s is used',
    'Quiz: thời gian cho mỗi câu hỏi (2.5 giây) không nằm trong khoảng 5 đến 300 giây — dùng 30 giây',
  ],
  // A list cut short
  [Note.andMore({ count: 12 }), '…and 12 more', '…và 12 mục nữa'],
];
