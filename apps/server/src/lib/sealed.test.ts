import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

const key = new TextEncoder().encode('a server secret of enough length for tests');
const otherKey = new TextEncoder().encode('another server secret, another deployment');

describe('sealed text', () => {
  it('opens with the key that sealed it, and differs each time it is sealed', () => {
    const once = seal('042917', key);
    const twice = seal('042917', key);
    expect(once).not.toBe(twice);
    expect(once).not.toContain('042917');
    expect([unseal(once, key), unseal(twice, key)]).toEqual(['042917', '042917']);
  });

  it('gives nothing for another key, a changed byte or a malformed value', () => {
    const sealed = seal('042917', key);
    expect(unseal(sealed, otherKey)).toBeUndefined();
    const [nonce, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0]! ^= 1;
    expect(unseal([nonce, flipped.toString('base64url'), tag].join('.'), key)).toBeUndefined();
    for (const bad of ['', 'a.b', 'a.b.c', '...', sealed.replace(/\./g, '')]) expect(unseal(bad, key)).toBeUndefined();
  });
});
