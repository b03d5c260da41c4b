/**
 * A card student's account becoming an ordinary one (issue 38): it takes a username, an e-mail and a password, keeps
 * its id and so everything it did, and from then on signs in with them; its login cards stop working (the class
 * lists it as an account student). The new address gets the verification mail every new account gets.
 */
import { eq, or, sql, and, ne } from 'drizzle-orm';
import { isCardEmail } from '@quiz/contract/classes';
import { Say } from '@quiz/contract/message-catalog';
import type { attachEmailInput } from '@quiz/contract/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { uniqueViolationOf } from '../../db/client';
import { classMembers } from '../../db/schema/classes';
import { users, type UserRow } from '../../db/schema/users';
import { badRequest, conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { sendVerificationEmail } from '../users/service';

const duplicate = (field: 'email' | 'username') => {
  const message = field === 'email' ? Say.emailTaken : Say.usernameTaken;
  return conflict(message, { [field]: message });
};

export async function attachEmail(
  ctx: AppContext,
  user: UserRow,
  input: z.output<typeof attachEmailInput>,
): Promise<UserRow> {
  if (!isCardEmail(user.email)) throw badRequest(Say.attachEmailNotCard);
  const [taken] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, user.id),
        or(eq(users.email, input.email), eq(sql`lower(${users.username})`, input.username.toLowerCase())),
      ),
    )
    .limit(1);
  if (taken) throw duplicate(taken.email === input.email ? 'email' : 'username');
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashing);
  let updated: UserRow;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          username: input.username,
          email: input.email,
          passwordHash,
          ...(input.language ? { language: input.language } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
      await tx.update(classMembers).set({ card: false, cardSecret: null }).where(eq(classMembers.userId, user.id));
      return row!;
    });
  } catch (error) {
    const constraint = uniqueViolationOf(error);
    if (constraint === null) throw error;
    throw duplicate(constraint.includes('email') ? 'email' : 'username');
  }
  await ctx.authLimits.recordMail(updated.email);
  await sendVerificationEmail(ctx, updated, { background: true });
  return updated;
}
