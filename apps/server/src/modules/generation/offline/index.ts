/**
 * Offline question generator (ARCHITECTURE §8): turns document text into real multiple-choice cloze questions
 * without any AI service, so PDF generation works on the embedded default.
 *
 * Pipeline:
 * 1. Clean the page text the way PDF extraction leaves it: ligatures, soft hyphens, repeated running
 *    headers/footers and page numbers, hard line breaks and words hyphenated across lines ("exam-\nple").
 * 2. Split into sentences ('.', '!', '?', '…'), not on decimals (3.14), initials (John F. Kennedy) or
 *    abbreviations (e.g., Dr., St., TP.).
 * 3. Find candidate key terms in every sentence, each of one kind: a date ("2 September 1945",
 *    "2 tháng 9 năm 1945"), a year, a number (decimals, percentages, thousands separators, "150 million"),
 *    a proper name (runs of Unicode-capitalised words, so "Hồ Chí Minh" and "Hà Nội" work) or a technical
 *    term (a long or repeated lowercase word, or a repeated, "sticky" lowercase bigram; Vietnamese terms are
 *    syllable bigrams such as "di sản").
 * 4. Pick informative, self-contained sentences (8–40 words, not opening with a pronoun, not a question),
 *    blank one key term, and take three distractors of the same kind from elsewhere in the document
 *    (close years, numbers with the same unit and magnitude, names of the same shape, and for an English term
 *    the same kind of word: a noun for a noun, by wink-nlp's part-of-speech tagger, issue 39). For numbers, years
 *    and dates the generator may derive plausible nearby values when the document has too few. A sentence
 *    without three good distractors is skipped: the generator never pads with bad questions. Each question's
 *    explanation is the sentence it was made from.
 *
 * 5. When true/false is asked for (issue 16), some picked sentences become statements instead: the sentence
 *    as written (true), or the same sentence with its key term swapped for a same-kind term from elsewhere in
 *    the document, chosen the way distractors are (false).
 *
 * The correct answer is always a term that occurs in the source, so the text answers every question; a
 * distractor (or a swapped-in term) is refused when it appears in the same sentence or when the sentence it
 * would make occurs in the document. Everything is deterministic (no Math.random): the same text gives the
 * same questions.
 *
 * The files, each depending only on those listed before it: vocabulary.ts (word lists), text.ts (patterns,
 * cleaning, pages to sentences: steps 1–2), terms.ts (key terms: step 3), pos.ts (an English term's kind of word),
 * numbers.ts and distractors.ts (step 4's wrong answers), random.ts (seeds), builders.ts (one cloze or statement)
 * and questions.ts (which sentences, in which order: steps 4–5). This index is the module's public face: importers
 * use nothing else.
 */
export { BLANK } from './builders';
export { MIN_WORDS_FOR_QUESTIONS, generateOfflineQuestions } from './questions';
export { cleanText, countWords, splitSentences, termKind, type TermKind } from './text';
