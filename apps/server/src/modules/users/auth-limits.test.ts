/**
 * The auth limits as a school meets them: a class behind one address gets in; guessing one account and flooding
 * one mailbox do not. The same cases run on one instance (counts in memory) and on two through Redis.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@quiz/contract/messages';
import { RateLimitDefaults } from '../../config';
import { users } from '../../db/schema/users';
import { buildTestApp, closeSharedDatabase, type TestApp } from '../../../test/helpers';
import { makeUser, uniqueUserInput } from '../../../test/factories';
import { linkIn } from '../../../test/mailbox';

const redisUrl = process.env.REDIS_URL;
const schoolAddress = '203.0.113.7';

function suite(instances: 1 | 2) {
  let apps: TestApp[] = [];
  let turn = 0;
  // Requests alternate between the instances, as a load balancer without stickiness would send them.
  const next = () => apps[turn++ % apps.length]!;

  const post = (url: string, payload: object, from = schoolAddress, app = next()) =>
    app.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': from } });
  const login = (email: string, password: string, from = schoolAddress) =>
    post('/api/users/login', { email, password }, from);

  const sentTo = (email: string, subject: string) =>
    apps.flatMap((a) => a.mailbox.messages).filter((m) => m.to === email && m.subject.includes(subject)).length;

  beforeAll(async () => {
    const env = {
      TRUST_PROXY: 'true',
      // The defaults a fresh install has, not the test helper's generous ones.
      RATE_LIMIT_AUTH_PER_ADDRESS: String(RateLimitDefaults.authPerAddress),
      ...(instances === 2 ? { REDIS_URL: redisUrl! } : {}),
    };
    const shared = { rateLimitKeyPrefix: `qa-rl-limits-${randomUUID()}:` };
    for (let i = 0; i < instances; i++) apps.push(await buildTestApp(env, shared));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await closeSharedDatabase();
  });

  it('lets a class of 60 behind one address register, verify and log in, each after a typo, with no 429', async () => {
    const students = Array.from({ length: 60 }, () => uniqueUserInput());
    // Ten at a time, as a class does it: the limits count requests, not their order.
    const tenAtATime = async (each: (student: (typeof students)[number]) => Promise<void>) => {
      for (let i = 0; i < students.length; i += 10) await Promise.all(students.slice(i, i + 10).map(each));
    };
    await tenAtATime(async (student) => {
      const app = next();
      const before = app.mailbox.messages.length;
      expect((await post('/api/users/register', student, schoolAddress, app)).statusCode).toBe(201);
      const mail = await app.mailbox.waitFor(student.email, 'Verify your email', { after: before });
      const token = linkIn(mail, '/verify-email/').split('/').pop()!;
      expect((await next().app.inject({ url: `/api/users/verify-email/${token}` })).statusCode).toBe(200);
    });
    await tenAtATime(async (student) => {
      expect((await login(student.email, 'my-first-guess')).statusCode).toBe(401);
      const res = await login(student.email, student.password);
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
    });
  }, 120_000);

  it('locks an account after 10 wrong passwords from 10 addresses, even for the right one from an 11th', async () => {
    const victim = await makeUser(apps[0]!.app);
    const bystander = await makeUser(apps[0]!.app);
    const email = victim.user.email;
    for (let i = 1; i <= RateLimitDefaults.loginFailuresPerAccount; i++) {
      const res = await login(email, `guess-${i}`, `198.51.100.${i}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(Messages.invalidCredentials);
    }
    const locked = await login(email, 'guess-11', '198.51.100.11');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited', message: Messages.tooManyRequests });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // No oracle: the right password gets the same answer while the lock lasts.
    const right = await login(email, victim.password, '198.51.100.12');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(Messages.tooManyRequests);
    // Only that account: someone else logs in from the same addresses.
    expect((await login(bystander.user.email, bystander.password, '198.51.100.5')).statusCode).toBe(200);
  });

  it('never counts a successful login toward the lock', async () => {
    const person = await makeUser(apps[0]!.app);
    for (let i = 0; i < RateLimitDefaults.loginFailuresPerAccount + 5; i++) {
      expect((await login(person.user.email, person.password)).statusCode).toBe(200);
    }
    for (let i = 0; i < RateLimitDefaults.loginFailuresPerAccount; i++) {
      expect((await login(person.user.email, 'typo')).statusCode).toBe(401);
    }
    expect((await login(person.user.email, 'typo')).statusCode).toBe(429);
  });

  it('answers reset requests for one address the same whether it has an account, and mails it at most 3 times an hour', async () => {
    // An account from an earlier lesson: its sign-up email is long out of the hour's count.
    const input = uniqueUserInput();
    const [user] = await apps[0]!.app.ctx.db
      .insert(users)
      .values({ username: input.username, email: input.email, passwordHash: 'not-used-here' })
      .returning();
    if (!user) throw new Error('no user');
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    const answers = async (email: string) => {
      const out: [number, string][] = [];
      // From a different address each time: the cap belongs to the mailbox, not to whoever asks.
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/users/request-password-reset', { email }, `192.0.2.${i + 1}`);
        out.push([res.statusCode, res.json().message as string]);
      }
      return out;
    };
    const forKnown = await answers(user.email);
    const forUnknown = await answers(unknown);
    const allowed: [number, string] = [200, Messages.resetRequested];
    const refused: [number, string] = [429, Messages.tooManyEmails];
    expect(forKnown).toEqual([allowed, allowed, allowed, refused, refused]);
    expect(forUnknown).toEqual(forKnown);

    await apps[0]!.mailbox.waitFor(user.email, 'Reset', { timeoutMs: 10_000 });
    // Mail leaves in the background: give a fourth one time to arrive if it were (wrongly) sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo(user.email, 'Reset')).toBe(RateLimitDefaults.mailPerRecipient);
    expect(sentTo(unknown, '')).toBe(0);
  });

  it('counts the sign-up email and resent verification emails toward the same cap', async () => {
    const { user, auth } = await makeUser(apps[0]!.app);
    const resend = () => next().app.inject({ method: 'POST', url: '/api/users/resend-verification', headers: auth });
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const refused = await resend();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(Messages.tooManyEmails);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(15 * 60);
    expect(sentTo(user.email, 'Verify your email')).toBe(3);
  });
}

describe('auth limits on one instance', () => {
  suite(1);
});

describe.runIf(redisUrl)('auth limits across two instances through Redis', () => {
  suite(2);
});

describe('credential stuffing from one address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '5' });
  });
  afterAll(async () => {
    await t.close();
    await closeSharedDatabase();
  });

  it('stops wrong passwords across many accounts from one address, and no one else', async () => {
    const from = (address: string, email: string, password = 'leaked-password') =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email, password },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 5; i++) {
      expect((await from('192.0.2.66', `leaked-${i}@example.test`)).statusCode).toBe(401);
    }
    const stopped = await from('192.0.2.66', 'leaked-5@example.test');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toBe(Messages.tooManyRequests);
    const someone = await makeUser(t.app);
    expect((await from('192.0.2.67', someone.user.email, someone.password)).statusCode).toBe(200);
  });
});
