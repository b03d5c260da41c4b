/**
 * Numbers as the document writes them: parsed with their separators and unit, written back in the same format,
 * and nearby plausible values derived when the document has too few numbers, years or dates to offer as
 * distractors.
 */
import { termKind, type TermKind } from './text';

export interface ParsedNumber {
  value: number;
  decimals: number;
  group: string;
  decimal: string;
  suffix: string;
}

export function parseNumber(label: string, vietnamese: boolean): ParsedNumber | null {
  const m = /^([\d.,]+)(.*)$/u.exec(label);
  if (!m) return null;
  const core = m[1]!;
  const suffix = m[2]!;
  let group = '';
  let decimal = vietnamese ? ',' : '.';
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(core) && !(vietnamese && /^\d{1,3},\d{3}$/.test(core))) {
    group = ',';
    decimal = '.';
  } else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(core) && !(!vietnamese && /^\d{1,3}\.\d{3}$/.test(core))) {
    group = '.';
    decimal = ',';
  } else if (/^\d+[.,]\d+$/.test(core)) {
    decimal = core.includes('.') ? '.' : ',';
  } else if (!/^\d+$/.test(core)) {
    return null;
  }
  const [integer = '', fraction = ''] = core.split(decimal);
  const value = Number(`${integer.split(group || '\u0000').join('')}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  return { value, decimals: fraction.length, group, decimal, suffix };
}

function formatNumber(value: number, p: ParsedNumber): string {
  const [integer = '0', fraction] = value.toFixed(p.decimals).split('.');
  const grouped = p.group && integer.length > 3 ? integer.replace(/\B(?=(\d{3})+$)/g, p.group) : integer;
  return `${grouped}${fraction ? p.decimal + fraction : ''}${p.suffix}`;
}

/** Plausible values near the answer, in its format: used only when the document has too few of its kind. */
export function deriveNumbers(label: string, kind: TermKind, vietnamese: boolean): string[] {
  if (kind === 'year') {
    const year = Number(label);
    return [1, -1, 2, -2, 3, -3, 5, -5, 10, -10].map((d) => String(year + d)).filter((y) => termKind(y) === 'year');
  }
  if (kind === 'date') {
    const year = /\d{4}(?!.*\d{4})/u.exec(label);
    if (year) {
      const value = Number(year[0]);
      return [1, -1, 2, -2, 3, -3, 5].map(
        (d) => label.slice(0, year.index) + String(value + d) + label.slice(year.index + 4),
      );
    }
    const month = /(tháng )(\d{1,2})/iu.exec(label);
    const day = month ?? /^(\D*)(\d{1,2})/u.exec(label);
    if (!day) return [];
    const n = Number(day[2]);
    const limit = month ? 12 : 28;
    const at = day.index + day[1]!.length;
    return [1, -1, 2, -2, 3, 4, -3]
      .map((d) => n + d)
      .filter((v) => v >= 1 && v <= limit)
      .map((v) => label.slice(0, at) + String(v) + label.slice(at + day[2]!.length));
  }
  const parsed = parseNumber(label, vietnamese);
  if (!parsed) return [];
  const { value, decimals } = parsed;
  let candidates: number[];
  if (decimals === 0 && value <= 12) {
    candidates = [value + 1, value - 1, value + 2, value - 2, value + 3, value + 4, value - 3];
  } else {
    const digits = String(Math.trunc(value)).length;
    const trailingZeros = decimals === 0 ? (/0*$/.exec(String(Math.trunc(value)))?.[0].length ?? 0) : 0;
    const step = decimals > 0 ? 10 ** -decimals : 10 ** Math.max(0, Math.min(trailingZeros, digits - 2));
    candidates = [0.8, 1.2, 0.9, 1.1, 0.7, 1.3, 1.5, 0.6, 2, 0.5].map((f) => Math.round((value * f) / step) * step);
  }
  const percent = /%|percent|phần trăm/u.test(parsed.suffix);
  return candidates
    .filter((v) => v > 0 && v !== value && (!percent || value > 100 || v <= 100))
    .map((v) => formatNumber(v, parsed))
    .filter((v) => termKind(v) === kind);
}
