/**
 * Students without e-mail (issue 38): the teacher's roster makes one account per name, with no e-mail (an address
 * that cannot receive mail) and no password, and a login card: the class code, the name and a 6-digit secret. The
 * secret is sealed (lib/sealed.ts) so the card can be printed again; a lost card is reset with a new secret. A card
 * student signs in by code, name and secret; wrong secrets count per student, never per address, since a class
 * signs in from the school's one address.
 */
import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CardEmailDomain, ClassLimits, type ClassMember, type LoginCard } from '@quiz/contract/classes';
import { Say, type Said } from '@quiz/contract/message-catalog';
import { nicknameKey } from '@quiz/contract/nicknames';
import type { AppContext } from '../../context';
import { classes, classMembers, type ClassMemberRow } from '../../db/schema/classes';
import { users, type UserRow } from '../../db/schema/users';
import { badRequest, notFound, unauthenticated } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { seal, unseal } from '../../lib/sealed';
import { signSessionToken } from '../../lib/tokens';
import { countStreakDay } from '../leaderboard/streaks';
import { presentMember } from './presenter';
import { assertOpen } from './policy';
import { assertRoom, taughtClass } from './service';

/** A header cell that names the column rather than a student. */
const headers = new Set(
  ['name', 'names', 'student', 'students', 'ten', 'ho ten', 'ho va ten', 'hoc sinh'].map(nicknameKey),
);

/** A line's first field: a CSV's or a spreadsheet's first column, its quotes taken off. */
function firstField(line: string): string {
  const quoted = /^\s*"((?:[^"]|"")*)"/.exec(line);
  if (quoted) return quoted[1]!.replace(/""/g, '"');
  return line.split(/[,;\t]/)[0]!;
}

/** A roster refused: the reason, at the field the names were typed in. */
const refused = (reason: Said) => badRequest(reason, { names: reason });

/** The names of a roster, with their lines; the first problem refuses it all, naming its line. */
export function rosterNames(text: string): { name: string; line: number }[] {
  const names: { name: string; line: number }[] = [];
  const seen = new Map<string, number>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const line = index + 1;
    const name = firstField(raw).replace(/\s+/g, ' ').trim();
    if (name === '') return;
    if (names.length === 0 && seen.size === 0 && headers.has(nicknameKey(name))) return;
    if (name.length > ClassLimits.studentNameMax) {
      throw refused(Say.rosterNameTooLong(line, ClassLimits.studentNameMax));
    }
    const key = nicknameKey(name);
    if (seen.has(key)) throw refused(Say.rosterDuplicate(line, name));
    seen.set(key, line);
    names.push({ name, line });
  });
  if (names.length === 0) throw refused(Say.rosterEmpty);
  if (names.length > ClassLimits.rosterMax) throw refused(Say.rosterTooMany(ClassLimits.rosterMax));
  return names;
}

const newSecret = () => String(randomInt(0, 10 ** ClassLimits.secretLength)).padStart(ClassLimits.secretLength, '0');

/** Adds a card student for each name of the roster, in one transaction: all of them, or none. */
export async function addRoster(ctx: AppContext, user: UserRow, classId: string, text: string): Promise<ClassMember[]> {
  const row = await taughtClass(ctx, user, classId);
  assertOpen(row);
  const names = rosterNames(text);
  await assertRoom(ctx, row.id, names.length);
  const present = await ctx.db
    .select({ name: classMembers.name })
    .from(classMembers)
    .where(and(eq(classMembers.classId, row.id), inArray(classMembers.status, ['active', 'pending'])));
  const taken = new Set(present.map((member) => nicknameKey(member.name)));
  const clash = names.find(({ name }) => taken.has(nicknameKey(name)));
  if (clash) throw refused(Say.rosterDuplicate(clash.line, clash.name));

  const accounts = names.map(({ name }) => {
    const id = randomUUID();
    return {
      id,
      // Never shown (the name is the display name) and never usable to log in: no password matches '!'.
      username: `card-${randomBytes(6).toString('hex')}`,
      email: `${id}@${CardEmailDomain}`,
      passwordHash: '!',
      displayName: name,
      language: user.language,
    };
  });
  const added = await ctx.db.transaction(async (tx) => {
    await tx.insert(users).values(accounts);
    return tx
      .insert(classMembers)
      .values(
        accounts.map((account) => ({
          classId: row.id,
          userId: account.id,
          name: account.displayName,
          card: true,
          cardSecret: seal(newSecret(), ctx.jwtSecret),
          status: 'active' as const,
        })),
      )
      .returning();
  });
  return added.map((member) => presentMember(member, null));
}

const cardOf = (ctx: AppContext, member: ClassMemberRow): LoginCard => ({
  _id: member.id,
  name: member.name,
  secret: (member.cardSecret && unseal(member.cardSecret, ctx.jwtSecret)) ?? '',
});

/** The login cards of the class's card students, by name, for printing (an archived class's too). */
export async function loginCards(ctx: AppContext, user: UserRow, classId: string) {
  const row = await taughtClass(ctx, user, classId);
  const members = await ctx.db
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.classId, row.id), eq(classMembers.card, true), eq(classMembers.status, 'active')))
    .orderBy(asc(classMembers.name));
  const [teacher] = await ctx.db
    .select({ displayName: users.displayName, username: users.username })
    .from(users)
    .where(eq(users.id, row.ownerId))
    .limit(1);
  return {
    className: row.name,
    code: row.code,
    teacher: teacher?.displayName || teacher?.username || '',
    cards: members.map((member) => cardOf(ctx, member)),
  };
}

/** A lost card: a new secret, and the student's sessions end (the old card may be in someone else's hands). */
export async function resetCard(ctx: AppContext, user: UserRow, classId: string, memberId: string) {
  const row = await taughtClass(ctx, user, classId);
  assertOpen(row);
  if (!isUuid(memberId)) throw notFound(Say.memberNotFound);
  const [member] = await ctx.db
    .update(classMembers)
    .set({ cardSecret: seal(newSecret(), ctx.jwtSecret) })
    .where(
      and(
        eq(classMembers.id, memberId),
        eq(classMembers.classId, row.id),
        eq(classMembers.card, true),
        eq(classMembers.status, 'active'),
      ),
    )
    .returning();
  if (!member) throw notFound(Say.memberNotFound);
  if (member.userId) {
    await ctx.db
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, member.userId));
  }
  await ctx.authLimits.cardSignInSucceeded(member.id);
  return cardOf(ctx, member);
}

/** An open class by its code, for the card sign-in page; 'not found' for an unknown or archived one. */
async function openClassByCode(ctx: AppContext, code: string) {
  const [row] = await ctx.db.select().from(classes).where(eq(classes.code, code)).limit(1);
  if (!row || row.archivedAt) throw notFound(Say.classCodeNotFound);
  return row;
}

/** The class and its card students' names, for a student to pick theirs. */
export async function cardClass(ctx: AppContext, code: string) {
  const row = await openClassByCode(ctx, code);
  const students = await ctx.db
    .select({ _id: classMembers.id, name: classMembers.name })
    .from(classMembers)
    .where(and(eq(classMembers.classId, row.id), eq(classMembers.card, true), eq(classMembers.status, 'active')))
    .orderBy(asc(classMembers.name));
  return { name: row.name, code: row.code, students };
}

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Signs a card student in with their class code, their place on the list and their card's secret. */
export async function cardSignIn(ctx: AppContext, input: { code: string; studentId: string; secret: string }) {
  const row = await openClassByCode(ctx, input.code);
  if (!isUuid(input.studentId)) throw notFound(Say.memberNotFound);
  const [found] = await ctx.db
    .select({ member: classMembers, user: users })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(
      and(
        eq(classMembers.id, input.studentId),
        eq(classMembers.classId, row.id),
        eq(classMembers.card, true),
        eq(classMembers.status, 'active'),
      ),
    )
    .limit(1);
  if (!found) throw notFound(Say.memberNotFound);
  await ctx.authLimits.beginCardSignIn(found.member.id);
  const expected = found.member.cardSecret ? unseal(found.member.cardSecret, ctx.jwtSecret) : undefined;
  if (!expected || !sameSecret(input.secret, expected)) {
    await ctx.authLimits.cardSignInFailed(found.member.id);
    throw unauthenticated(Say.cardSecretWrong);
  }
  await ctx.authLimits.cardSignInSucceeded(found.member.id);
  await countStreakDay(ctx, found.user);
  const token = await signSessionToken(
    { userId: found.user.id, sessionVersion: found.user.sessionVersion },
    ctx.jwtSecret,
  );
  return { token, user: found.user };
}
