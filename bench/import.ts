/**
 * Import benchmark (issue 19): a file of 500 questions (the most an import takes) in GIFT and in our XLSX template,
 * and our JSON as a zip whose first 100 questions have a picture each (a 320×240 photo-like WebP), read into the
 * preview the import page shows: format detection, the reader, the editor's rules, each picture's checks.
 *
 *   npx tsx bench/import.ts                 # 500 questions
 *   npx tsx bench/import.ts --questions 200
 *
 * The files are written by our own exporters from generated quizzes of every kind the format carries (Vietnamese
 * text, characters GIFT must escape). Prints each file's size, the cold (first) run, the median of the warm runs
 * and the process's peak RSS (from the OS, so it includes the reader's buffers).
 */
import { resourceUsage } from 'node:process';
import sharp from 'sharp';
import { QuizLimits } from '@quiz/contract/limits';
import { importQuizFields } from '@quiz/contract/transfer';
import { writeGift } from '../apps/server/src/modules/quiz-files/gift-write';
import { writeJson } from '../apps/server/src/modules/quiz-files/json';
import { generatedQuiz } from '../apps/server/test/generated-quizzes';
import type { ExportFile, ExportQuiz } from '../apps/server/src/modules/quiz-files/quiz-file';
import { previewImport } from '../apps/server/src/modules/quiz-files/service';
import { writeXlsx } from '../apps/server/src/modules/quiz-files/xlsx';

const questionsArg = process.argv.indexOf('--questions');
const questionCount = questionsArg > 0 ? Number(process.argv[questionsArg + 1]) : 500;
const warmRuns = 5;

function bigQuiz(kinds: Parameters<typeof generatedQuiz>[1]): ExportQuiz {
  const quiz = generatedQuiz(1, kinds);
  for (let seed = 2; quiz.questions.length < questionCount; seed++) {
    quiz.questions.push(...generatedQuiz(seed, kinds).questions);
  }
  quiz.questions.length = questionCount;
  return quiz;
}

async function measure(name: string, file: ExportFile) {
  const fields = importQuizFields.parse({ preview: 'true' });
  const run = async () => {
    const started = performance.now();
    const preview = await previewImport({ data: file.body, fileName: `bench.${file.extension}` }, fields);
    if (preview.questions.length !== questionCount) {
      throw new Error(`${name}: read ${preview.questions.length} of ${questionCount} questions`);
    }
    return performance.now() - started;
  };
  const cold = await run();
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) warm.push(await run());
  warm.sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)]!;
  console.log(
    `${name.padEnd(5)} ${String(Math.round(file.body.length / 1024)).padStart(6)} KB   cold ${cold.toFixed(0).padStart(5)} ms   warm median ${median.toFixed(0).padStart(5)} ms`,
  );
}

console.log(`Import of ${questionCount} questions (a quiz keeps at most ${QuizLimits.questionsMax} of them)`);
await measure('gift', writeGift(bigQuiz(['single', 'multiple', 'true_false', 'typed'])));
await measure('xlsx', await writeXlsx(bigQuiz(undefined)));

/** Noise compresses badly, as a photo does: the zip is about as big as a class's real pictures would make it. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 120 + (seed % 20), sigma: 40 },
    },
  })
    .webp({ quality: 70 })
    .toBuffer();
const pictured = bigQuiz(undefined);
for (const [i, question] of pictured.questions.slice(0, QuizLimits.questionsMax).entries()) {
  question.image = { url: `/uploads/questions/${i}.webp`, alt: `Picture ${i + 1}`, data: await photo(i) };
}
await measure('zip', writeJson(pictured));
console.log(`peak RSS ${Math.round(resourceUsage().maxRSS / 1024)} MB`);
