import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { hashPassword } from './lib/passwords';

describe('loadConfig', () => {
  it('runs with no configuration at all: port 3000, PGlite in ./data, mail to the log', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      adminEmails: [],
    });
  });

  it('builds PUBLIC_URL from PORT unless it is given, without a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://quiz.example.com/' }).publicUrl).toBe('https://quiz.example.com');
  });

  it('lower-cases and trims ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' A@x.io, ,b@Y.io ' }).adminEmails).toEqual(['a@x.io', 'b@y.io']);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'short'],
    ['RATE_LIMIT_AUTH_PER_ADDRESS', '0'],
    ['RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT', 'ten'],
    ['RATE_LIMIT_MAIL_PER_RECIPIENT', '1.5'],
    ['TRUST_PROXY', 'the office router'],
  ])('stops with one line naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${name}=`));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('names the variables that replace AUTH_RATE_LIMIT_MAX instead of ignoring it', () => {
    expect(() => loadConfig({ AUTH_RATE_LIMIT_MAX: '10' })).toThrow(/replaced by RATE_LIMIT_AUTH_PER_ADDRESS/);
  });

  it('sizes the auth limits for a school by default and reads each from its own variable', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      authPerAddress: 300,
      loginFailuresPerAccount: 10,
      loginFailuresPerAddress: 200,
      mailPerRecipient: 3,
      guestJoinsPerAddress: 300,
    });
    expect(loadConfig({ RATE_LIMIT_MAIL_PER_RECIPIENT: '5' }).rateLimits.mailPerRecipient).toBe(5);
    expect(loadConfig({ RATE_LIMIT_GUEST_JOINS_PER_ADDRESS: '80' }).rateLimits.guestJoinsPerAddress).toBe(80);
  });

  it('trusts the proxy in production only, unless TRUST_PROXY says otherwise', () => {
    const secret = 'x'.repeat(32);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toBe('10.0.0.1,192.168.0.0/16');
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
  });

  it('turns metrics on only with a METRICS_TOKEN of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: ' a-long-enough-token ' }).metricsToken).toBe('a-long-enough-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid configuration: METRICS_TOKEN="short" must be at least 16 characters',
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required');
  });

  it("hashes passwords with OWASP's argon2id minimum by default, in production as in development", async () => {
    const secret = 'x'.repeat(32);
    for (const env of [{}, { NODE_ENV: 'production', JWT_SECRET: secret }]) {
      const config = loadConfig(env);
      expect(config.passwordHashing).toEqual({ memoryKib: 19_456, passes: 2 });
      expect(await hashPassword('a password', config.passwordHashing)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
  });

  it('lets only tests lower the password hashing cost; an operator may raise it', () => {
    const low = { PASSWORD_HASH_MEMORY_KIB: '64', PASSWORD_HASH_PASSES: '1' };
    expect(loadConfig({ NODE_ENV: 'test', ...low }).passwordHashing).toEqual({ memoryKib: 64, passes: 1 });
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ NODE_ENV, JWT_SECRET: 'x'.repeat(32), ...low })).toThrow(
        'may only be lowered below 19456 and 2 when NODE_ENV=test',
      );
    }
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_PASSES: '3' }).passwordHashing).toEqual({
      memoryKib: 65_536,
      passes: 3,
    });
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: 'two' })).toThrow(
      'PASSWORD_HASH_PASSES="two" must be a whole number',
    );
  });
});
