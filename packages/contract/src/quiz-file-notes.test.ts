import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages';
import { QuestionKinds } from './limits';
import { messagesIn } from './message-catalog';
import { Note, noteKeys, QuizFileNotes, wordNote, wordWhere, type QuizFilePlace } from './quiz-file-notes';
import { examples } from './quiz-file-notes.examples';
import { QuizFileWordsVi } from './quiz-file-notes-vi';
import { quizFileNote } from './transfer';

describe('the import’s and export’s notes', () => {
  it('word every example in English as the API always has, and in Vietnamese as it did', () => {
    for (const [note, english, vietnamese] of examples) {
      expect(wordNote(note), english).toBe(english);
      expect(wordNote(note, 'en')).toBe(english);
      expect(wordNote(note, 'vi'), english).toBe(vietnamese);
    }
  });

  it('have an example of every key, and the same keys in every language', () => {
    const shown = new Set(examples.map(([note]) => note.key));
    expect(noteKeys.filter((key) => !shown.has(key))).toEqual([]);
    expect(Object.keys(QuizFileWordsVi.notes)).toEqual(Object.keys(QuizFileNotes));
  });

  it('leave no placeholder unfilled, and say the names and numbers they carry, in every language', () => {
    for (const [note] of examples) {
      for (const language of languageCodes) {
        const text = wordNote(note, language);
        expect(text, `${note.key} in ${language}`).not.toMatch(/undefined|null|NaN|\[object|\$\{|\{\w+\}/);
        // Our own kinds are named in the sentence's language ('ordering' is 'sắp xếp'); the rest is said as it is.
        const said = Object.values(note.params ?? {}).filter(
          (value) => typeof value !== 'object' && !(QuestionKinds as readonly unknown[]).includes(value),
        );
        for (const value of said) expect(text, `${note.key} in ${language}`).toContain(String(value));
      }
      expect(wordNote(note, 'vi'), note.key).not.toBe(wordNote(note, 'en'));
    }
  });

  it('word a shared message inside a note in the reader’s language, and a text of its own as it is', () => {
    const rule = Note.editorRule({ rule: { key: 'orderingItemsDistinct', params: [] } });
    expect(wordNote({ where: { line: 12 }, ...rule, ending: 'skipped' }, 'vi')).toBe(
      `Dòng 12: ${messagesIn('vi').orderingItemsDistinct} — bỏ qua`,
    );
    const own = Note.pictureUnusable({ reason: 'Something new happened' });
    expect(wordNote({ where: { question: 2 }, ...own }, 'vi')).toBe(
      'Câu 2: không dùng được hình ảnh của câu hỏi (Something new happened)',
    );
  });

  it('say where in each language', () => {
    expect(
      [{ line: 14 }, { row: 3 }, { question: 2 }, 'quiz'].map((where) => wordWhere(where as QuizFilePlace)),
    ).toEqual(['Line 14', 'Row 3', 'Question 2', 'Quiz']);
    expect(
      [{ line: 14 }, { row: 3 }, { question: 2 }, 'quiz'].map((where) => wordWhere(where as QuizFilePlace, 'vi')),
    ).toEqual(['Dòng 14', 'Hàng 3', 'Câu 2', 'Quiz']);
  });

  it('are made as records by `Note`, and carried as they are by the preview’s schema', () => {
    expect(Note.answerEmpty).toEqual({ key: 'answerEmpty' });
    expect(Note.timeNotWhole({ time: 'ten' })).toEqual({ key: 'timeNotWhole', params: { time: 'ten' } });
    for (const [note] of examples) expect(quizFileNote.parse(JSON.parse(JSON.stringify(note)))).toEqual(note);
    expect(quizFileNote.safeParse({ key: 'noSuchNote' }).success).toBe(false);
    expect(quizFileNote.safeParse({ where: { page: 3 }, key: 'answerEmpty' }).success).toBe(false);
  });
});
