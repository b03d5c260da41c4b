import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    ['AUTH_RATE_LIMIT_MAX', '0'],
  ])('stops with one line naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid configuration: ${name}=`));
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET is required');
  });
});
