import { afterEach, describe, expect, it } from 'vitest';
import { TokenLifetimes } from '@quiz/contract/limits';
import {
  forgetReturnPath,
  rememberReturnPath,
  rememberedReturnPath,
  returnPathOf,
  withReturnPath,
} from './return-path';

afterEach(() => localStorage.clear());

describe('returnPathOf', () => {
  it('reads a same-origin path from ?redirect=', () => {
    expect(returnPathOf(new URLSearchParams('redirect=%2Fjoin-room%3Fcode%3DABC123'))).toBe('/join-room?code=ABC123');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)'])('ignores %s', (evil) => {
    expect(returnPathOf(new URLSearchParams({ redirect: evil }))).toBeNull();
  });
});

describe('withReturnPath', () => {
  it('adds the return path to a page, encoded', () => {
    expect(withReturnPath('/login', '/join-room?code=ABC123')).toBe('/login?redirect=%2Fjoin-room%3Fcode%3DABC123');
    expect(withReturnPath('/verify-email?token=t', '/room/ABC123')).toBe(
      '/verify-email?token=t&redirect=%2Froom%2FABC123',
    );
  });

  it('leaves the page alone with no return path or another site', () => {
    expect(withReturnPath('/login', null)).toBe('/login');
    expect(withReturnPath('/login', '//evil.com')).toBe('/login');
  });
});

describe('the remembered return path', () => {
  it('is remembered in this browser until the verification link would expire, then forgotten', () => {
    rememberReturnPath('/play?code=ABC123');
    expect(rememberedReturnPath()).toBe('/play?code=ABC123');
    expect(rememberedReturnPath(Date.now() + TokenLifetimes.emailVerificationSeconds * 1000 + 1000)).toBeNull();
    forgetReturnPath();
    expect(rememberedReturnPath()).toBeNull();
  });

  it('never remembers another site, nor trusts one written into storage', () => {
    rememberReturnPath('https://evil.com');
    expect(rememberedReturnPath()).toBeNull();
    localStorage.setItem('returnPath', JSON.stringify({ path: '//evil.com', savedAt: Date.now() }));
    expect(rememberedReturnPath()).toBeNull();
    localStorage.setItem('returnPath', 'not json');
    expect(rememberedReturnPath()).toBeNull();
  });
});
