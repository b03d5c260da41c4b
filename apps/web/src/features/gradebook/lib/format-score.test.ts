import { describe, expect, it } from 'vitest';
import { percentText } from './format-score';

describe('percentText', () => {
  it('writes a score or an average as a whole percent, rounded', () => {
    expect(percentText(85)).toBe('85%');
    expect(percentText(63.33)).toBe('63%');
    expect(percentText(66.5)).toBe('67%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(100)).toBe('100%');
  });

  it('writes a dash when there is nothing to show yet', () => {
    expect(percentText(null)).toBe('—');
    expect(percentText(undefined)).toBe('—');
    expect(percentText(Number.NaN)).toBe('—');
  });

  it("uses the reader's number format", () => {
    expect(percentText(1234, 'vi-VN')).toBe('1.234%');
    expect(percentText(1234, 'en-US')).toBe('1,234%');
  });
});
