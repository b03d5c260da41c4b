/**
 * A file to a draft: its format told from its content (the `format` field may force one, the file's name is only a
 * hint when the content could be either), its text decoded, and the format's reader run on it.
 */
import { Say } from '@quiz/contract/message-catalog';
import type { TransferFormat } from '@quiz/contract/limits';
import { badRequest } from '../../lib/errors';
import { withoutNul } from '../../lib/validate';
import { readAiken } from './aiken';
import { readCsv } from './csv';
import type { Draft } from './draft';
import { readGift } from './gift';
import { isJsonZip, readJson, readJsonZip } from './json';
import { readMoodleXml } from './moodle';
import { readKahoot, readWorkbook } from './xlsx';

export interface ReadFile {
  data: Buffer;
  fileName?: string | undefined;
  format?: TransferFormat | undefined;
}

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const isZip = (data: Buffer) => data.subarray(0, 4).equals(zipMagic);
const notReadable = () => badRequest(Say.importFormatUnknown, { file: Say.importFormatUnknown });

/**
 * The file's text: UTF-8 (with or without its mark), or UTF-16 with its mark (Excel's 'Unicode Text'). Anything
 * else is refused with a sentence saying how to save it, rather than read into mojibake.
 */
export function textOf(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    throw badRequest(Say.importNotText, { file: Say.importNotText });
  }
}

const extensionFormats: Record<string, TransferFormat> = {
  json: 'json',
  csv: 'csv',
  tsv: 'csv',
  xlsx: 'xlsx',
  gift: 'gift',
  xml: 'moodle',
};

/** How much of a file its format is told from: enough for any header, and the same cost for a 5 MB file. */
const sniffBytes = 64 * 1024;

/**
 * A file's format from what it holds; null when it looks like none of them. Only the first 64 KB are looked at,
 * line by line with anchored patterns, so a hostile file cannot make the guess slow. A `.gift` or `.csv` name
 * settles a text file that could be either (a GIFT question may begin with the word 'Question,').
 */
export function detectFormat(data: Buffer, fileName?: string): TransferFormat | null {
  // A zip is a workbook, or our JSON with its pictures.
  if (isZip(data)) return isJsonZip(data) ? 'json' : 'xlsx';
  // Not strict: the cut at 64 KB may fall inside a character; the reader decodes the whole file strictly.
  const utf16 = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
  const encoding = !utf16 ? 'utf-8' : data[0] === 0xff ? 'utf-16le' : 'utf-16be';
  const head = new TextDecoder(encoding).decode(data.subarray(0, sniffBytes)).replace(/^\uFEFF/, '');
  const start = head.trimStart();
  if (start.startsWith('{')) return 'json';
  if (start.startsWith('<')) return 'moodle';
  const byName = extensionFormats[fileName?.split('.').pop()?.toLowerCase() ?? ''];
  if (byName === 'gift' || byName === 'csv') return byName;
  const lines = start.split(/\r\n|\r|\n/);
  if (/(^|[,;\t]\s*)"?question"?\s*([,;\t]|$)/i.test(lines[0] ?? '')) return 'csv';
  const aikenAnswer = lines.some((line) => /^\s*ANSWER\s*:\s*[A-Z]\s*$/i.test(line));
  if (aikenAnswer && lines.some((line) => /^\s*[A-Z][.)]\s+\S/.test(line))) return 'aiken';
  if ((head.includes('{') && head.includes('}')) || lines.some((line) => line.trimStart().startsWith('::'))) {
    return 'gift';
  }
  return null;
}

/** The draft of a file, and the format it was read as. Throws ImportError at a file's first problem. */
export async function readQuizFile({
  data,
  fileName,
  format,
}: ReadFile): Promise<{ format: TransferFormat; draft: Draft }> {
  const read = await readAs(format ?? detectFormat(data, fileName), data);
  // Text that PostgreSQL cannot store: a stray NUL (a JSON `\u0000`, an XML `&#0;`, a cell) is no reason to refuse.
  return { format: read.format, draft: withoutNul(read.draft) };
}

async function readAs(chosen: TransferFormat | null, data: Buffer): Promise<{ format: TransferFormat; draft: Draft }> {
  switch (chosen) {
    case 'gift':
      return { format: chosen, draft: readGift(textOf(data)) };
    case 'aiken':
      return { format: chosen, draft: readAiken(textOf(data)) };
    case 'csv':
      return { format: chosen, draft: readCsv(textOf(data)) };
    case 'json':
      return { format: chosen, draft: isZip(data) ? readJsonZip(data) : readJson(textOf(data)) };
    case 'moodle':
      return { format: chosen, draft: readMoodleXml(textOf(data)) };
    case 'xlsx': {
      // A workbook in Kahoot!'s layout is read as one, whatever it was sent as.
      const { kahoot, draft } = await readWorkbook(data);
      return { format: kahoot ? 'kahoot' : 'xlsx', draft };
    }
    case 'kahoot':
      return { format: chosen, draft: await readKahoot(data) };
    default:
      throw notReadable();
  }
}
