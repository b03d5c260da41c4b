/**
 * A spreadsheet is a zip (issue 19), and so is our JSON with its pictures; a zip can hold far more than its size says: a few kilobytes that unpack to
 * gigabytes (a zip bomb), or thousands of parts. Before one is opened it is refused when it has more parts than
 * TransferLimits.zipEntriesMax, or unpacks to more than TransferLimits.unzippedMaxBytes in all.
 *
 * The sizes the zip declares can lie, so each part is measured by inflating it (fflate's streaming inflate, in
 * small chunks, so it stops soon after the limit is passed without holding what it inflated). The parts are the
 * ones the central directory lists, where each one's data starts and how long it is, as the spreadsheet reader
 * (exceljs, through JSZip) finds them: reading the local headers one after another instead would count once the
 * data a crafted directory lists many times over (the overlapping-entries zip bomb).
 */
import { inflateSync, UnzipInflate } from 'fflate';
import { Say, type Said } from '@quiz/contract/message-catalog';
import { TransferLimits } from '@quiz/contract/limits';
import { badRequest } from '../../lib/errors';

const damaged = Say.importDamaged;
const tooManyParts = Say.importTooManyParts;
const tooLarge = Say.importUnpacksTooLarge;

const refuse = (message: Said) => badRequest(message, { file: message });
/** A zip that passed the guard and still could not be opened: the same sentence as a damaged zip. */
export const damagedZip = () => refuse(damaged);

const signatures = {
  localHeader: 0x04034b50,
  centralHeader: 0x02014b50,
  end: 0x06054b50,
  zip64Locator: 0x07064b50,
  zip64End: 0x06064b50,
};
const max16 = 0xffff;
const max32 = 0xffffffff;
/** Inflated a few kilobytes at a time: a chunk of deflate data unpacks to at most about a thousand times itself. */
const chunkBytes = 4096;

interface Part {
  name: string;
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** Reads little-endian numbers, and refuses the zip as damaged when one would be past its end. */
function reader(data: Buffer) {
  const at = (offset: number, bytes: number) => {
    if (offset < 0 || offset + bytes > data.length) throw refuse(damaged);
    return offset;
  };
  return {
    u16: (offset: number) => data.readUInt16LE(at(offset, 2)),
    u32: (offset: number) => data.readUInt32LE(at(offset, 4)),
    u64: (offset: number) => Number(data.readBigUInt64LE(at(offset, 8))),
  };
}

const lastIndexOfSignature = (data: Buffer, signature: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(signature);
  return data.lastIndexOf(bytes);
};

/** The parts the central directory lists, found as JSZip finds them (zip64 and data before the zip included). */
function partsOf(data: Buffer): Part[] {
  const read = reader(data);
  const end = lastIndexOfSignature(data, signatures.end);
  if (end < 0) throw refuse(damaged);
  let records = read.u16(end + 10);
  let directorySize = read.u32(end + 12);
  let directoryOffset = read.u32(end + 16);
  let expectedEnd = directoryOffset + directorySize;
  if (records === max16 || directorySize === max32 || directoryOffset === max32) {
    const locator = lastIndexOfSignature(data, signatures.zip64Locator);
    if (locator < 0) throw refuse(damaged);
    let zip64End = read.u64(locator + 8);
    if (zip64End >= data.length - 4 || read.u32(zip64End) !== signatures.zip64End) {
      zip64End = lastIndexOfSignature(data, signatures.zip64End);
      if (zip64End < 0) throw refuse(damaged);
    }
    records = read.u64(zip64End + 32);
    directorySize = read.u64(zip64End + 40);
    directoryOffset = read.u64(zip64End + 48);
    expectedEnd = directoryOffset + directorySize + 20 + 12 + read.u64(zip64End + 4);
  }
  // Bytes before the zip (a self-extracting archive) move every offset by as much.
  const shift = end - expectedEnd;
  if (shift < 0) throw refuse(damaged);

  const parts: Part[] = [];
  let at = shift + directoryOffset;
  // Every record there is, whatever the count at the end says: the reader lists them all.
  while (at + 4 <= data.length && read.u32(at) === signatures.centralHeader) {
    if (parts.length === TransferLimits.zipEntriesMax) throw refuse(tooManyParts);
    const nameLength = read.u16(at + 28);
    const part = {
      name: data.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      method: read.u16(at + 10),
      compressedSize: read.u32(at + 20),
      localOffset: read.u32(at + 42),
    };
    const extraLength = read.u16(at + 30);
    const uncompressedSize = read.u32(at + 24);
    // A zip64 extra field holds, in this order, the sizes and the offset too large for their fields.
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength;) {
      const id = read.u16(extra);
      const size = read.u16(extra + 2);
      if (id === 1) {
        let field = extra + 4;
        if (uncompressedSize === max32) field += 8;
        if (part.compressedSize === max32) {
          part.compressedSize = read.u64(field);
          field += 8;
        }
        if (part.localOffset === max32) part.localOffset = read.u64(field);
      }
      extra += 4 + size;
    }
    parts.push(part);
    at += 46 + nameLength + extraLength + read.u16(at + 32);
  }
  if (records > 0 && parts.length === 0) throw refuse(damaged);
  return parts.map((part) => ({ ...part, localOffset: part.localOffset + shift }));
}

/** The names a zip's central directory lists, as the guard reads it (at most the parts it allows); none if unreadable. */
export function zipNames(data: Buffer): string[] {
  try {
    return partsOf(data).map((part) => part.name);
  } catch {
    return [];
  }
}

/** A part of a zip the guard has measured: its name, and its bytes unpacked on demand. */
export interface ZipEntry {
  name: string;
  read(): Buffer;
}

/**
 * Throws a 400 with a plain sentence when `data` is not a zip that is safe to open: more parts than allowed, more
 * bytes once unpacked than allowed, or damaged (a part that cannot be found or inflated). Answers the parts it
 * measured: a caller that unpacks a zip itself reads these, never the zip again by another reader's rules (which
 * could find other parts, of other sizes, in the same bytes).
 */
export function assertSafeZip(data: Buffer): ZipEntry[] {
  const parts = partsOf(data);
  const read = reader(data);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (const part of parts) {
    if (read.u32(part.localOffset) !== signatures.localHeader) throw refuse(damaged);
    // The data starts after the local header's own name and extra field, which may differ from the directory's.
    const start = part.localOffset + 30 + read.u16(part.localOffset + 26) + read.u16(part.localOffset + 28);
    const end = start + part.compressedSize;
    if (end > data.length) throw refuse(damaged);
    const stored = data.subarray(start, end);
    entries.push({
      name: part.name,
      // The very bytes just measured, so what is unpacked is what was counted.
      read: () => (part.method === 0 ? Buffer.from(stored) : Buffer.from(inflateSync(stored))),
    });
    if (part.method === 0) {
      total += part.compressedSize;
      if (total > TransferLimits.unzippedMaxBytes) throw refuse(tooLarge);
      continue;
    }
    if (part.method !== UnzipInflate.compression) throw refuse(damaged);
    let broken = false;
    const inflate = new UnzipInflate();
    inflate.ondata = (error, chunk) => {
      if (error) broken = true;
      else total += chunk.length;
    };
    let at = start;
    do {
      const next = Math.min(at + chunkBytes, end);
      inflate.push(data.subarray(at, next), next === end);
      if (broken) throw refuse(damaged);
      if (total > TransferLimits.unzippedMaxBytes) throw refuse(tooLarge);
      at = next;
    } while (at < end);
  }
  return entries;
}
