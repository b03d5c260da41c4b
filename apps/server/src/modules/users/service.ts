/** Account rules: registration, login, email verification, password reset, profile, search. */
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { Say } from '@quiz/contract/message-catalog';
import type { Language } from '@quiz/contract/languages';
import { TokenLifetimes, UserLimits, type AccountType } from '@quiz/contract/limits';
import type { loginInput, registerInput, resetPasswordInput } from '@quiz/contract/users';
import type { AppContext } from '../../context';
import { uniqueViolationOf, type Database } from '../../db/client';
import { isAccount, userTokens, users, type UserRow } from '../../db/schema/users';
import { Batcher } from '../../lib/batcher';
import { AppError, badRequest, conflict, unauthenticated } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords';
import { imageExtensionOf } from '../../lib/storage';
import { createOneTimeToken, hashOneTimeToken, signSessionToken } from '../../lib/tokens';
import { passwordResetEmail, verificationEmail } from './emails';
import { displayNameHasPhrase, nameHasEveryWord } from './name-search';
import { countStreakDay } from '../leaderboard/streaks';

type TokenPurpose = (typeof userTokens.$inferInsert)['purpose'];

const nameOf = (user: UserRow) => user.displayName || user.username;

function accountTypeFor(ctx: AppContext, email: string, current: AccountType = 'standard'): AccountType {
  return ctx.config.adminEmails.includes(email) ? 'admin' : current;
}

async function issueOneTimeToken(ctx: AppContext, userId: string, purpose: TokenPurpose, lifetimeSeconds: number) {
  const { token, hash } = createOneTimeToken();
  await ctx.db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + lifetimeSeconds * 1000),
  });
  return token;
}

/** Mail goes out in the background: a slow or broken SMTP server must not fail or slow the request. */
function sendInBackground(ctx: AppContext, message: Parameters<AppContext['mailer']['send']>[0]) {
  ctx.mailer.send(message).catch((error: unknown) => {
    ctx.log.error({ err: error, to: message.to, subject: message.subject }, 'sending mail failed');
  });
}

export async function registerUser(ctx: AppContext, input: z.output<typeof registerInput>): Promise<UserRow> {
  const [taken] = await ctx.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, input.email), eq(sql`lower(${users.username})`, input.username.toLowerCase())))
    .limit(1);
  if (taken) throw duplicateAccount(taken.email === input.email ? 'email' : 'username');

  let user: UserRow;
  try {
    [user] = (await ctx.db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password, ctx.config.passwordHashing),
        displayName: input.displayName || null,
        accountType: accountTypeFor(ctx, input.email),
        language: input.language ?? null,
      })
      .returning()) as [UserRow];
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === null) throw error;
    throw duplicateAccount(constraint.includes('email') ? 'email' : 'username');
  }
  // The first verification email of a new account always goes out (an address registers once), but counts.
  await ctx.authLimits.recordMail(user.email);
  await sendVerificationEmail(ctx, user, { background: true, redirect: input.redirect });
  return user;
}

function duplicateAccount(field: 'email' | 'username') {
  const message = field === 'email' ? Say.emailTaken : Say.usernameTaken;
  return conflict(message, { [field]: message });
}

/** `redirect`: where the link's login page sends the user afterwards (a same-origin path, else ignored). */
export async function sendVerificationEmail(
  ctx: AppContext,
  user: UserRow,
  options: { background: boolean; redirect?: string },
) {
  const token = await issueOneTimeToken(ctx, user.id, 'verify_email', TokenLifetimes.emailVerificationSeconds);
  const message = verificationEmail({
    to: user.email,
    name: nameOf(user),
    language: user.language,
    publicUrl: ctx.config.publicUrl,
    token,
    redirect: options.redirect,
  });
  if (options.background) sendInBackground(ctx, message);
  else await ctx.mailer.send(message);
}

/** `address` is the client's, for the per-address failure cap; internal callers (factories, CLI) have none. */
export async function loginUser(ctx: AppContext, input: z.output<typeof loginInput> & { address?: string }) {
  await ctx.authLimits.beginLogin(input.email, input.address);
  const [found] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isAccount))
    .limit(1);
  const valid = found
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyAgainstNothing(input.password, ctx.config.passwordHashing);
  if (!found || !valid) {
    await ctx.authLimits.loginFailed(input.address);
    throw unauthenticated(Say.invalidCredentials);
  }
  await ctx.authLimits.loginSucceeded(input.email);

  let user = found;
  const accountType = accountTypeFor(ctx, user.email, user.accountType);
  if (accountType !== user.accountType) {
    [user] = (await ctx.db.update(users).set({ accountType }).where(eq(users.id, user.id)).returning()) as [UserRow];
  }
  await countStreakDay(ctx, user);
  ctx.achievements.check([user.id]);
  const token = await signSessionToken({ userId: user.id, sessionVersion: user.sessionVersion }, ctx.jwtSecret);
  return { token, user };
}

/** Finds the token row for a link; expired and used rows are reported, not hidden. */
async function findOneTimeToken(ctx: AppContext, token: string, purpose: TokenPurpose) {
  const [row] = await ctx.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashOneTimeToken(token)), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<{ alreadyVerified: boolean }> {
  const row = await findOneTimeToken(ctx, token, 'verify_email');
  if (!row) throw badRequest(Say.verificationInvalid);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw badRequest(Say.verificationInvalid);
  if (user.emailVerifiedAt) return { alreadyVerified: true };
  if (row.usedAt) throw badRequest(Say.verificationInvalid);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(Say.verificationExpired);

  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    await tx.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, row.id));
    await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  });
  return { alreadyVerified: false };
}

export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  // Before the lookup: an unknown address is capped exactly like a known one.
  await ctx.authLimits.takeMailSlot(email);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isAccount))
    .limit(1);
  if (!user) return;
  const token = await issueOneTimeToken(ctx, user.id, 'reset_password', TokenLifetimes.passwordResetSeconds);
  sendInBackground(
    ctx,
    passwordResetEmail({
      to: user.email,
      name: nameOf(user),
      language: user.language,
      publicUrl: ctx.config.publicUrl,
      token,
    }),
  );
}

export async function resetPassword(ctx: AppContext, input: z.output<typeof resetPasswordInput>): Promise<void> {
  const row = await findOneTimeToken(ctx, input.token, 'reset_password');
  if (!row || row.usedAt) throw badRequest(Say.resetInvalid);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest(Say.resetExpired);

  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashing);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    // Claiming the token in the same statement that checks it makes a second use lose any race.
    const claimed = await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.id, row.id), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id });
    if (claimed.length === 0) throw badRequest(Say.resetInvalid);
    await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        // Following a link from the mailbox proves the address as well.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
        updatedAt: now,
      })
      .where(eq(users.id, row.userId));
    // Every other reset link of this user stops working too.
    await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(
        and(eq(userTokens.userId, row.userId), eq(userTokens.purpose, 'reset_password'), isNull(userTokens.usedAt)),
      );
  });
}

export async function updateProfile(
  ctx: AppContext,
  options: {
    user: UserRow;
    displayName?: string | undefined;
    language?: Language | undefined;
    picture?: Buffer | undefined;
  },
): Promise<UserRow> {
  const { user, displayName, language, picture } = options;
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (displayName !== undefined) changes.displayName = displayName;
  if (language !== undefined) changes.language = language;
  if (picture !== undefined) {
    if (picture.length > UserLimits.avatarMaxBytes) {
      throw new AppError('payload_too_large', 413, Say.imageTooLarge, { profilePicture: Say.imageTooLarge });
    }
    const extension = await imageExtensionOf(picture);
    if (!extension) {
      throw new AppError('unsupported_media_type', 415, Say.imageInvalid, {
        profilePicture: Say.imageInvalid,
      });
    }
    changes.profilePicture = await ctx.storage.save('avatars', extension, picture);
  }
  const [updated] = (await ctx.db.update(users).set(changes).where(eq(users.id, user.id)).returning()) as [UserRow];
  if (changes.profilePicture && user.profilePicture) {
    await ctx.storage.remove(user.profilePicture).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'could not remove the old profile picture');
    });
  }
  return updated;
}

/**
 * Other users with every word of the query in their username or display name, accents folded (name-search.ts); never
 * the searcher, never emails. Those whose display name holds the whole query in order come first.
 */
export async function searchUsers(ctx: AppContext, options: { userId: string; query: string }) {
  return ctx.db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      profilePicture: users.profilePicture,
    })
    .from(users)
    .where(and(ne(users.id, options.userId), isAccount, nameHasEveryWord(options.query)))
    .orderBy(sql`${displayNameHasPhrase(options.query)} desc`, sql`length(${users.username})`, users.username)
    .limit(UserLimits.searchResultsMax);
}

/**
 * Every request and every socket reads its person by id: those of the same moment (a class connecting at once) share
 * one statement. Each caller gets their own copy of the row.
 */
const userReaders = new WeakMap<Database, Batcher<string, UserRow | undefined>>();

export async function findUserById(ctx: AppContext, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  let reader = userReaders.get(ctx.db);
  if (!reader) {
    reader = new Batcher(
      async (ids) => {
        const rows = await ctx.db
          .select()
          .from(users)
          .where(inArray(users.id, [...new Set(ids)]));
        const byId = new Map(rows.map((row) => [row.id, row]));
        return ids.map((i) => {
          const row = byId.get(i);
          return row && { ...row };
        });
      },
      { max: 500, retryAlone: true },
    );
    userReaders.set(ctx.db, reader);
  }
  return reader.submit(id);
}

/** For the admin CLI. */
export async function setAccountTypeByEmail(ctx: Pick<AppContext, 'db'>, email: string, accountType: AccountType) {
  const [updated] = await ctx.db
    .update(users)
    .set({ accountType, updatedAt: new Date() })
    .where(eq(users.email, email.trim().toLowerCase()))
    .returning();
  return updated;
}
