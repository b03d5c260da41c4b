import { describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { rosterNames } from './roster';

const names = (text: string) => rosterNames(text).map(({ name, line }) => `${line}:${name}`);

describe('a roster as the teacher pastes it', () => {
  it('takes one name a line, spaces tidied, blank lines and a first-line header skipped', () => {
    expect(names('Họ và tên\n\n  Nguyễn   Văn An \r\nTrần Thị Bình\r\n\n')).toEqual([
      '3:Nguyễn Văn An',
      '4:Trần Thị Bình',
    ]);
    expect(names('Name\nAn')).toEqual(['2:An']);
    // A header only counts on top: a student may be called Name further down.
    expect(names('An\nName')).toEqual(['1:An', '2:Name']);
  });

  it('takes the first column of a CSV or a spreadsheet copy, quoted or not, after a byte-order mark', () => {
    expect(names('\uFEFFTên,Ngày sinh\n"Phạm, Linh",2015\nAn;2016\nBình\t2017\n"Chi ""Bé""",x')).toEqual([
      '2:Phạm, Linh',
      '3:An',
      '4:Bình',
      '5:Chi "Bé"',
    ]);
  });

  it('refuses two names that read the same, case and accents aside, naming the second one’s line', () => {
    expect(() => rosterNames('Lê An\nBình\nle an')).toThrow(Messages.rosterDuplicate(3, 'le an'));
  });
});
