/** The import's and export's notes in Vietnamese: the same keys as `QuizFileNotes`, in the same order. */
import { QuestionKinds, QuestionPoints, type QuestionKind } from './limits';
import type { QuizFileWords } from './quiz-file-notes';

/** Our kinds' names in Vietnamese. */
const kindNames: Record<QuestionKind, string> = {
  single: 'chọn một đáp án',
  multiple: 'chọn nhiều đáp án',
  true_false: 'đúng/sai',
  typed: 'tự nhập',
  ordering: 'sắp xếp',
  poll: 'thăm dò ý kiến',
};

export const QuizFileWordsVi: QuizFileWords = {
  places: { line: 'Dòng', row: 'Hàng', question: 'Câu', quiz: 'Quiz' },
  endings: { skipped: ' — bỏ qua', leftOut: ' — không đưa vào', cut: ' — đã cắt bớt' },
  notes: {
    // GIFT
    essayNotSupported: () => 'không hỗ trợ câu hỏi tự luận',
    numericalNotSupported: () => 'không hỗ trợ câu hỏi dạng số',
    matchingNotSupported: () => 'không hỗ trợ câu hỏi ghép đôi',
    answerEmpty: () => 'có một đáp án để trống',
    noAnswerMarkedCorrect: () => 'không có đáp án nào được đánh dấu đúng',
    titleNotClosed: () => "tiêu đề chưa được đóng bằng '::'.",
    descriptionNotQuestion: () => 'một đoạn mô tả không có đáp án thì không phải là câu hỏi',
    bracesNotClosed: () => "các đáp án mở bằng '{' chưa được đóng bằng '}'.",
    questionHasNoText: () => 'câu hỏi không có nội dung',
    categoryNotRecognised: (p) => `chủ đề '${p.category}' không thuộc các chủ đề quiz nên không được dùng`,
    notInGift: (p) => `không thể ghi ${p.kind === 'poll' ? 'thăm dò ý kiến' : 'câu hỏi sắp xếp'} sang GIFT`,
    // Aiken
    answerBeforeQuestion: () => 'có một dòng ANSWER đứng trước mọi câu hỏi',
    tooFewOptions: () => 'một câu hỏi cần ít nhất hai lựa chọn có chữ cái (A. …) trước dòng ANSWER',
    answerNotALetter: (p) => `đáp án '${p.answer}' không phải là chữ cái của lựa chọn nào`,
    optionOutOfOrder: (p) => `lựa chọn ${p.option} đứng ở chỗ của lựa chọn ${p.expected}`,
    questionHasNoAnswer: () => 'câu hỏi không có dòng ANSWER',
    lastHasNoAnswer: () => 'câu hỏi cuối cùng không có dòng ANSWER',
    notInAiken: (p) => `không thể ghi câu hỏi ${kindNames[p.kind]} sang Aiken`,
    // CSV and spreadsheets
    quoteNotClosed: () => 'một ô mở bằng dấu ngoặc kép chưa được đóng bằng dấu ngoặc kép.',
    headerNeedsQuestion: () => "hàng đầu tiên phải ghi tên các cột, trong đó có cột 'Question'.",
    kindUnknown: (p) => `loại '${p.kind}' không thuộc ${QuestionKinds.join(', ')}`,
    timeNotWhole: (p) => `thời gian '${p.time}' không phải là số giây nguyên`,
    pointsUnknown: (p) => `điểm '${p.points}' không thuộc ${QuestionPoints.join(', ')}`,
    trueFalseCorrect: () => 'cột Correct của câu hỏi đúng/sai phải là True hoặc False',
    correctByNumber: (p) => `cột Correct phải ghi số thứ tự của lựa chọn, từ 1 đến ${p.max}`,
    singleHasOneCorrect: () => 'câu hỏi chọn một đáp án chỉ có một lựa chọn đúng (loại cho nhiều đáp án là multiple)',
    kahootHeaderMissing: () =>
      'không có hàng nào ghi tên các cột của Kahoot!: Question, Answer 1 … và Correct answer(s).',
    // Kahoot!
    noCorrectChosen: () => 'chưa chọn đáp án đúng',
    correctNotAnAnswer: (p) => `đáp án đúng '${p.answer}' không phải là số thứ tự của một đáp án`,
    timeLimitNotWhole: (p) => `giới hạn thời gian '${p.time}' không phải là số giây nguyên`,
    notInKahoot: (p) => `không thể ghi câu hỏi ${kindNames[p.kind]} sang bảng tính Kahoot!`,
    tooManyForKahoot: (p) => `câu hỏi có hơn ${p.max} đáp án, nhiều hơn một câu hỏi Kahoot! có thể chứa`,
    // What a text format does not carry of a question it writes
    pictureNotIncluded: () => 'không kèm hình ảnh của câu hỏi',
    diacriticsNotCarried: () => "không mang theo thiết lập 'Phải viết đúng dấu' của câu hỏi",
    pictureDescriptionOnly: () => 'không kèm hình ảnh, chỉ kèm mô tả của nó',
    // Moodle XML
    answerEmptyWithoutMarkup: () => 'có một đáp án không còn chữ nào sau khi bỏ định dạng',
    trueFalseOneCorrect: () => 'phải đánh dấu một và chỉ một trong hai giá trị true/false là đáp án đúng',
    wildcardNotSupported: (p) => `đáp án '${p.answer}' dùng ký tự đại diện * của Moodle, điều này không được hỗ trợ`,
    noFullMarks: () => 'không có đáp án nào được điểm tối đa',
    partialCreditLeftOut: (p) =>
      `đáp án '${p.answer}' chỉ được ${p.percent} % số điểm, mà ở đây chỉ nhận những đáp án hoàn toàn đúng`,
    partialCreditWrong: (p) => `lựa chọn '${p.answer}' chỉ được ${p.percent} % số điểm; ở đây nó được tính là sai`,
    answersEmpty: () => 'các đáp án của câu hỏi đều để trống',
    typeNotSupported: (p) => `không hỗ trợ câu hỏi loại ${p.type}`,
    picturesInTextLeftOut: () => 'các hình ảnh trong nội dung câu hỏi không được đưa vào',
    picturesKept: (p) => `chỉ giữ hình ảnh đầu tiên trong ${p.count} hình ảnh của câu hỏi`,
    optionPicturesLeftOut: () => 'các hình ảnh trong đáp án không được đưa vào',
    audioLeftOut: () => 'âm thanh trong nội dung câu hỏi không được đưa vào',
    videoLeftOut: () => 'video trong nội dung câu hỏi không được đưa vào',
    embeddedLeftOut: () => 'nội dung nhúng trong câu hỏi không được đưa vào',
    xmlNotWellFormed: (p) => `XML không đúng cú pháp: ${p.problem}.`,
    notMoodleXml: () => 'tệp không phải Moodle XML: phần tử gốc phải là <quiz>.',
    doctypeRefused: () =>
      'tệp khai báo DOCTYPE hoặc entity, những thứ Moodle XML không dùng — bị từ chối để đảm bảo an toàn.',
    xmlUnreadable: () => 'không đọc được XML: các phần tử lồng nhau quá sâu hoặc có tên mà Moodle XML không dùng.',
    typedNeedsAnswers: () => 'câu hỏi tự nhập cần có đáp án',
    pollsNotInMoodle: () => 'không thể ghi thăm dò ý kiến sang Moodle XML',
    // Our JSON
    jsonNotWellFormed: () => 'JSON không đúng cú pháp.',
    notOurJson: (p) => `JSON này không phải quiz của Quiz Adventure (không có "format": "${p.format}").`,
    notAQuestion: () => 'không phải là câu hỏi',
    pictureNotInFile: () => 'hình ảnh của câu hỏi không có trong tệp này (bản xuất dạng .zip mới kèm hình ảnh)',
    pictureNotInZip: (p) => `hình ảnh '${p.name}' không có trong tệp zip`,
    pictureNoDescription: () => 'hình ảnh của câu hỏi không có mô tả, trong khi hình ảnh nào cũng cần có',
    pictureDescriptionTooLong: (p) => `mô tả hình ảnh của câu hỏi dài hơn ${p.max} ký tự`,
    pictureUnusable: (p, said) => `không dùng được hình ảnh của câu hỏi (${said(p.reason)})`,
    // The editor's limits and rules
    questionTooLong: (p) => `câu hỏi dài hơn ${p.max} ký tự`,
    optionsKept: (p) => `chỉ giữ ${p.kept} lựa chọn đầu tiên trong số ${p.count}`,
    optionTooLong: (p) => `một lựa chọn dài hơn ${p.max} ký tự`,
    explanationTooLong: (p) => `lời giải thích của câu hỏi dài hơn ${p.max} ký tự`,
    explanationUnusable: (p, said) => `không dùng được lời giải thích của câu hỏi (${said(p.reason)})`,
    acceptedAnswersKept: (p) => `chỉ giữ ${p.kept} đáp án được chấp nhận đầu tiên trong số ${p.count}`,
    acceptedAnswerTooLong: (p) => `một đáp án được chấp nhận dài hơn ${p.max} ký tự`,
    notValidQuestion: () => 'không phải là câu hỏi hợp lệ',
    editorRule: (p, said) => said(p.rule),
    timeOutOfRange: (p) =>
      `thời gian cho mỗi câu hỏi (${p.time} giây) không nằm trong khoảng ${p.min} đến ${p.max} giây — dùng ${p.used} giây`,
    // A list cut short
    andMore: (p) => `…và ${p.count} mục nữa`,
  },
};
