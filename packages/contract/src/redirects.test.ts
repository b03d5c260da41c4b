import { describe, expect, it } from 'vitest';
import { returnPathMax, sameOriginPath } from './redirects';
import { registerInput } from './users';

describe('sameOriginPath', () => {
  it.each(['/join-room?code=ABC123', '/play?code=ABC123', '/room/ABC123', '/quiz-game/ABC123', '/dashboard', '/'])(
    'keeps the path of this app %s',
    (path) => {
      expect(sameOriginPath(path)).toBe(path);
    },
  );

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/join-room?code=ABC123'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['two backslashes', '/\\\\evil.com'],
    ['a backslash first', '\\\\evil.com'],
    ['an absolute address', 'https://evil.com'],
    ['an absolute address of any scheme', 'http://localhost:3000/dashboard'],
    ['script', 'javascript:alert(1)'],
    ['script with spaces', ' javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a tab that browsers drop', '/\t/evil.com'],
    ['a newline that browsers drop', '/\n/evil.com'],
    ['a relative path', 'join-room?code=ABC123'],
    ['a path that climbs onto another host', '/a/..//evil.com'],
    ['an empty value', ''],
    ['a value far longer than any page address', `/${'a'.repeat(returnPathMax)}`],
  ])('refuses %s', (_, value) => {
    expect(sameOriginPath(value)).toBeNull();
  });

  it.each([undefined, null, 42, ['/dashboard'], { path: '/dashboard' }])(
    'refuses a value that is not text: %j',
    (v) => {
      expect(sameOriginPath(v)).toBeNull();
    },
  );
});

describe('registerInput.redirect', () => {
  const valid = { username: 'alice_1', email: 'alice@example.com', password: 'secret1' };

  it('keeps a same-origin path to return to after logging in', () => {
    expect(registerInput.parse({ ...valid, redirect: '/join-room?code=ABC123' }).redirect).toBe(
      '/join-room?code=ABC123',
    );
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', 42])(
    'drops %j without refusing the registration',
    (redirect) => {
      const parsed = registerInput.safeParse({ ...valid, redirect });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.redirect).toBeUndefined();
    },
  );

  it('is optional', () => {
    expect(registerInput.parse(valid).redirect).toBeUndefined();
  });
});
