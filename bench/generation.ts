/**
 * Offline question generation benchmark: the text of a 50-page PDF (~3,000 characters a page, ~150,000 in all)
 * through `generateOfflineQuestions(pages, { count: 30 })`.
 *
 *   npx tsx bench/generation.ts            # 50 pages
 *   npx tsx bench/generation.ts --pages 10 # any size
 *
 * The pages are built from the generator's test fixtures (English and Vietnamese), laid out the way PDF text
 * extraction returns them: hard line breaks at ~90 characters, words hyphenated across lines, a running header
 * and a page number. Numbers and names vary from page to page, so the document is not one text repeated.
 * Prints the cold (first) run, the median of the warm runs and the process's peak RSS; the budget is well
 * under 3 s, reported rather than enforced.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { countWords, generateOfflineQuestions } from '../apps/server/src/modules/generation/offline';
import type { SourcePage } from '../apps/server/src/modules/generation/types';

const pagesArg = process.argv.indexOf('--pages');
const pageCount = pagesArg > 0 ? Number(process.argv[pagesArg + 1]) : 50;
const charsPerPage = 3000;
const questionCount = 30;
const warmRuns = 5;
const budgetMs = 3000;

const fixtures = ['english-history', 'english-science', 'vietnamese-history', 'vietnamese-geography'].map((name) => ({
  vietnamese: name.startsWith('vietnamese'),
  paragraphs: readFileSync(
    path.resolve(import.meta.dirname, `../apps/server/test/fixtures/generation/${name}.txt`),
    'utf8',
  )
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean),
}));

const englishFirst = ['Ada', 'Alan', 'Grace', 'Niels', 'Rosalind', 'Carl', 'Lise', 'Edwin', 'Vera', 'Hans'];
const englishLast = ['Lovelace', 'Turing', 'Hopper', 'Bohr', 'Franklin', 'Sagan', 'Meitner', 'Hubble', 'Rubin'];
const vietnameseFamily = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Phan', 'Vũ', 'Đặng', 'Bùi', 'Đỗ'];
const vietnameseGiven = ['Văn An', 'Thị Bình', 'Minh Châu', 'Quốc Dũng', 'Thu Hà', 'Đức Huy', 'Ngọc Lan', 'Tuấn Kiệt'];

function pick<T>(list: T[], n: number): T {
  return list[n % list.length]!;
}

/** One page's worth of a fixture, with its numbers shifted and some of its two-word names replaced. */
function varied(text: string, page: number, vietnamese: boolean): string {
  let n = page * 7;
  const names = new Map<string, string>();
  return text
    .replace(/\b(1[0-9]{3}|20[0-9]{2})\b/g, (year) => String(Number(year) + (page % 9) - 4))
    .replace(/(?<![\d.,])\d{3}(?![\d.,])/g, (value) => String(Number(value) + page))
    .replace(/(?<=[\p{Ll},] )\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?(?!\p{L}| \p{Lu})/gu, (name) => {
      if ((name.length + page) % 3 === 0) return name; // keep some of the real names
      if (!names.has(name)) {
        n++;
        names.set(
          name,
          vietnamese
            ? `${pick(vietnameseFamily, n)} ${pick(vietnameseGiven, n * 3 + page)}`
            : `${pick(englishFirst, n)} ${pick(englishLast, n * 5 + page)}`,
        );
      }
      return names.get(name)!;
    });
}

/** Lays text out like extracted PDF text: ~90-character lines, some words hyphenated across lines. */
function layout(text: string, page: number): string {
  const lines: string[] = [`Quiz Adventure sample document`];
  for (const paragraph of text.split('\n\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (line.length + word.length + 1 > 90) {
        if (word.length >= 8 && /^\p{Ll}+$/u.test(word)) {
          const cut = Math.floor(word.length / 2);
          lines.push(`${line} ${word.slice(0, cut)}-`);
          line = word.slice(cut);
          continue;
        }
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line, '');
  }
  lines.push(String(page));
  return lines.join('\n');
}

function buildPages(): SourcePage[] {
  const pages: SourcePage[] = [];
  let cursor = 0;
  for (let page = 1; page <= pageCount; page++) {
    const parts: string[] = [];
    let length = 0;
    while (length < charsPerPage) {
      const fixture = fixtures[Math.floor(cursor / 3) % fixtures.length]!;
      const paragraph = fixture.paragraphs[cursor % fixture.paragraphs.length]!;
      const text = varied(paragraph, page, fixture.vietnamese);
      parts.push(text);
      length += text.length;
      cursor++;
    }
    pages.push({ page, text: layout(parts.join('\n\n'), page) });
  }
  return pages;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const pages = buildPages();
const characters = pages.reduce((sum, p) => sum + p.text.length, 0);
const words = pages.reduce((sum, p) => sum + countWords(p.text), 0);

let started = performance.now();
const questions = generateOfflineQuestions(pages, { count: questionCount });
const coldMs = performance.now() - started;
const warm: number[] = [];
for (let i = 0; i < warmRuns; i++) {
  started = performance.now();
  generateOfflineQuestions(pages, { count: questionCount });
  warm.push(performance.now() - started);
}
const pagesUsed = new Set(questions.map((q) => q.page)).size;

console.log(
  `input: ${pages.length} pages, ${characters.toLocaleString('en')} characters, ${words.toLocaleString('en')} words`,
);
console.log(`questions: ${questions.length} of ${questionCount} asked, from ${pagesUsed} different pages`);
console.log(`time: cold ${coldMs.toFixed(0)} ms, warm median ${median(warm).toFixed(0)} ms (budget ${budgetMs} ms)`);
console.log(`peak RSS: ${process.resourceUsage().maxRSS.toLocaleString('en')} KB`);
for (const q of questions.slice(0, 3)) {
  console.log(`  p.${q.page} ${q.content}`);
  console.log(`         ${q.options.map((o) => (o.isCorrect ? `[${o.label}]` : o.label)).join(' | ')}`);
}
