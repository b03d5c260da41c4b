/**
 * The auth limits, keyed by what they protect (docs/decisions/012-classroom-rate-limits.md): wrong passwords per
 * account from any address, wrong passwords per address across accounts, and mail per recipient. The plain
 * per-address request cap is @fastify/rate-limit's, on the routes.
 */
import { createHash } from 'node:crypto';
import { ClassLimits } from '@quiz/contract/classes';
import { Say } from '@quiz/contract/message-catalog';
import type { Config } from '../../config';
import type { AttemptCounter } from '../../lib/attempt-counter';
import { RateLimitedError } from '../../lib/errors';

export const authWindowMs = 15 * 60 * 1000;
export const mailWindowMs = 60 * 60 * 1000;

// Emails are hashed so a shared store holds no addresses.
const keyOf = (kind: string, value: string) =>
  `${kind}:${createHash('sha256').update(value.trim().toLowerCase()).digest('base64url')}`;

export class AuthLimits {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly limits: Config['rateLimits'],
  ) {}

  /**
   * Before a password is checked. The attempt counts against the account now, so parallel guesses cannot slip
   * past the lock; a locked account waits even with the right password, so the lock tells nothing about it.
   */
  async beginLogin(email: string, address: string | undefined): Promise<void> {
    if (address !== undefined) {
      const fromAddress = await this.counter.peek(keyOf('login-fail-ip', address));
      if (fromAddress.count >= this.limits.loginFailuresPerAddress) {
        throw new RateLimitedError(Say.tooManyRequests, fromAddress.ttlMs);
      }
    }
    const forAccount = await this.counter.hit(keyOf('login-account', email), authWindowMs);
    if (forAccount.count > this.limits.loginFailuresPerAccount) {
      throw new RateLimitedError(Say.tooManyRequests, forAccount.ttlMs);
    }
  }

  /** The password was wrong: the account's count stands, and the address's count of failures grows. */
  async loginFailed(address: string | undefined): Promise<void> {
    if (address !== undefined) await this.counter.hit(keyOf('login-fail-ip', address), authWindowMs);
  }

  /** A successful login never counts: it takes its own attempt back, and the earlier typos with it. */
  async loginSucceeded(email: string): Promise<void> {
    await this.counter.clear(keyOf('login-account', email));
  }

  /**
   * One more email to this recipient; over the cap it throws and nothing may be sent. Counted whether or not an
   * account has the address, so the answer tells nothing about who is registered.
   */
  async takeMailSlot(recipient: string): Promise<void> {
    const sent = await this.recordMail(recipient);
    if (sent.count > this.limits.mailPerRecipient) throw new RateLimitedError(Say.tooManyEmails, sent.ttlMs);
  }

  /**
   * Before a login card's secret is checked: wrong secrets count per card student, from any address, since a whole
   * class signs in from the school's one address (issue 38). A right secret takes the count back.
   */
  async beginCardSignIn(memberId: string): Promise<void> {
    const tries = await this.counter.peek(`card-sign-in:${memberId}`);
    if (tries.count >= ClassLimits.cardFailuresPerWindow) throw new RateLimitedError(Say.tooManyRequests, tries.ttlMs);
  }

  async cardSignInFailed(memberId: string): Promise<void> {
    await this.counter.hit(`card-sign-in:${memberId}`, ClassLimits.cardWindowMs);
  }

  async cardSignInSucceeded(memberId: string): Promise<void> {
    await this.counter.clear(`card-sign-in:${memberId}`);
  }

  /** An email that goes out regardless (the one verification mail of a new account), counted toward the cap. */
  recordMail(recipient: string) {
    return this.counter.hit(keyOf('mail', recipient), mailWindowMs);
  }
}
