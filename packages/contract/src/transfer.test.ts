import { describe, expect, it } from 'vitest';
import { outOfOrder } from './transfer';

describe('outOfOrder', () => {
  it('never gives back the answer’s order, keeps every item, and is the same for the same seed', () => {
    for (let n = 2; n <= 6; n++) {
      const items = Array.from({ length: n }, (_, i) => `Step ${i + 1}`);
      for (let seed = 0; seed < 300; seed++) {
        const shown = outOfOrder(items, `q${seed}`);
        expect(shown).not.toEqual(items);
        expect([...shown].sort()).toEqual(items);
        expect(outOfOrder(items, `q${seed}`)).toEqual(shown);
      }
    }
  });

  it('leaves a single item as it is', () => {
    expect(outOfOrder(['only'], 'x')).toEqual(['only']);
  });
});
