import ExcelJS from 'exceljs';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { TransferLimits } from '@quiz/contract/limits';
import { assertSafeZip } from './zip-guard';

const damaged = 'This file is damaged and cannot be read.';
const tooManyParts = 'This file has more than 1000 parts inside it and cannot be read.';
const tooLarge = 'This file unpacks to more than 50 MB and cannot be read.';

/** What assertSafeZip threw, for its status and field as well as its sentence. */
function refusal(data: Buffer) {
  try {
    assertSafeZip(data);
  } catch (error) {
    return error;
  }
  return null;
}
const refused = (message: string) => ({ statusCode: 400, message, fieldErrors: { file: message } });

const zip = (files: Zippable) => Buffer.from(zipSync(files, { level: 9 }));
const megabytes = (n: number) => new Uint8Array(n * 1024 * 1024);

/** The same zip with its central directory listing its one file `times` times, all at the same data. */
function listedOver(single: Buffer, times: number) {
  const end = single.length - 22;
  const directorySize = single.readUInt32LE(end + 12);
  const directoryOffset = single.readUInt32LE(end + 16);
  const record = single.subarray(directoryOffset, directoryOffset + directorySize);
  const endRecord = Buffer.from(single.subarray(end));
  endRecord.writeUInt16LE(times, 8);
  endRecord.writeUInt16LE(times, 10);
  endRecord.writeUInt32LE(directorySize * times, 12);
  return Buffer.concat([single.subarray(0, directoryOffset), ...Array(times).fill(record), endRecord]);
}

describe('assertSafeZip', () => {
  it('lets through a workbook as Excel tools write it, and a zip of small, stored and empty parts', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Quiz').addRow(['Question', 'Thủ đô của Việt Nam?']);
    expect(refusal(Buffer.from(await workbook.xlsx.writeBuffer()))).toBeNull();
    const parts = zip({
      'a.txt': strToU8('Hà Nội '.repeat(1000)),
      'b/': {},
      'c.txt': [strToU8('stored'), { level: 0 }],
    });
    expect(refusal(parts)).toBeNull();
  });

  it('refuses a zip bomb: a file of some 60 kilobytes that inflates to 60 MB of zeros', () => {
    const bomb = zip({ 'xl/worksheets/sheet1.xml': megabytes(60) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(refusal(bomb)).toMatchObject(refused(tooLarge));
  });

  it('counts what the parts inflate to together, however small each is', () => {
    const parts = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`part${i}.xml`, megabytes(9)]));
    expect(refusal(zip(parts))).toMatchObject(refused(tooLarge));
  });

  it('measures data its central directory lists many times over as often as it is listed', () => {
    const once = zip({ 'zeros.xml': megabytes(10) });
    expect(refusal(once)).toBeNull();
    expect(refusal(listedOver(once, 6))).toMatchObject(refused(tooLarge));
  });

  it(`refuses a zip of more than ${TransferLimits.zipEntriesMax} parts, and takes one of exactly as many`, () => {
    const files = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}.txt`, strToU8('x')]));
    expect(refusal(zip(files(TransferLimits.zipEntriesMax)))).toBeNull();
    expect(refusal(zip(files(TransferLimits.zipEntriesMax + 1)))).toMatchObject(refused(tooManyParts));
  });

  it('refuses a damaged zip: cut short, not a zip at all, its data garbled, or packed in a way no reader knows', () => {
    const good = zip({ 'a.txt': strToU8('Hà Nội, Huế, Đà Nẵng '.repeat(200)) });
    expect(refusal(good.subarray(0, good.length - 30))).toMatchObject(refused(damaged));
    expect(refusal(Buffer.from('PK\x03\x04 but not a zip'))).toMatchObject(refused(damaged));
    expect(refusal(Buffer.alloc(0))).toMatchObject(refused(damaged));
    const garbled = Buffer.from(good);
    garbled.fill(0xff, 40, 80);
    expect(refusal(garbled)).toMatchObject(refused(damaged));
    const unknownMethod = Buffer.from(good);
    unknownMethod.writeUInt16LE(99, unknownMethod.readUInt32LE(unknownMethod.length - 22 + 16) + 10);
    expect(refusal(unknownMethod)).toMatchObject(refused(damaged));
  });
});
