/**
 * Telling students of homework (issue 38): when an assignment opens, and 24 hours before its due date to those who
 * have not handed in. A durable job on the app's own database, not a timer a restart forgets: every instance looks
 * every HOMEWORK_NOTICE_POLL_MS for what is due; an instance claims an assignment with FOR UPDATE SKIP LOCKED and
 * marks it told in the same transaction as the notices it writes, so each notice is written once across instances
 * and restarts. The notices then go live to whoever is online, and by e-mail (an outbox: claimed for a few minutes,
 * marked once sent, taken again if an instance died sending) to account students with an address in their language.
 * Card students get the live notice and their To do only. See docs/decisions/027-homework.md.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { AssignmentLimits, type AssignmentNotice } from '@quiz/contract/assignments';
import { isCardEmail } from '@quiz/contract/classes';
import type { Language } from '@quiz/contract/languages';
import type { AppContext } from '../../context';
import type { Transaction } from '../../db/client';
import { assignmentNotices, assignments, assignmentStudents, type AssignmentRow } from '../../db/schema/assignments';
import { classes, classMembers } from '../../db/schema/classes';
import { submissions } from '../../db/schema/submissions';
import { users } from '../../db/schema/users';
import { emailMessage } from '../../lib/email-template';
import { emailTexts } from '../../lib/email-texts';
import { nameOf } from '../users/presenter';

export type NoticeSender = (userId: string, notice: AssignmentNotice) => void;

type Kind = AssignmentNotice['kind'];
const batch = 50;
const hour = 60 * 60 * 1000;
/** An e-mail claimed by an instance that did not send it in this long is taken by another. */
const mailLeaseMs = 5 * 60 * 1000;

/** The due date as an e-mail says it: in the teacher's time zone, in the student's language. */
export function dueInWords(dueAt: Date, timeZone: string, language: Language) {
  return new Intl.DateTimeFormat(language === 'vi' ? 'vi-VN' : 'en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(dueAt);
}

export class HomeworkNotices {
  private send: NoticeSender = () => {};
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private ctx: AppContext | undefined;

  /** How notices reach those online (the realtime layer sets it). */
  onNotice(send: NoticeSender) {
    this.send = send;
  }

  /** Starts polling, once the app is ready. */
  start(ctx: AppContext) {
    this.ctx = ctx;
    this.timer = setInterval(() => void this.tick(), ctx.config.noticePollMs);
    this.timer.unref();
    void this.tick();
  }

  /** One round now (after homework is given, and on every poll); a round asked for during one runs after it. */
  tick(): Promise<void> {
    const ctx = this.ctx;
    if (this.closed || !ctx) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    // Each step on its own: one that fails (and will fail again at the next poll) does not hold up the others.
    const step = async (what: string, run: () => Promise<void>) => {
      if (this.closed) return;
      try {
        await run();
      } catch (error) {
        if (!this.closed) ctx.log.error({ err: error }, `homework notices: ${what} failed`);
      }
    };
    this.running = (async () => {
      do {
        this.again = false;
        await step('announcing', () => this.round(ctx, 'assigned'));
        await step('reminding', () => this.round(ctx, 'reminder'));
        await step('e-mailing', () => this.mail(ctx));
      } while (this.again && !this.closed);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async close() {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Claims what is due of one kind, writes its notices, and sends them to those online. */
  private async round(ctx: AppContext, kind: Kind) {
    for (;;) {
      const { claimed, notices } = await ctx.db.transaction((tx) => claimAndWrite(tx, kind, new Date()));
      if (claimed.length === 0) return;
      const names = new Map(
        (
          await ctx.db
            .select({ id: classes.id, name: classes.name })
            .from(classes)
            .where(
              inArray(
                classes.id,
                claimed.map((a) => a.classId),
              ),
            )
        ).map((c) => [c.id, c.name]),
      );
      const byId = new Map(claimed.map((a) => [a.id, a]));
      for (const notice of notices) {
        const assignment = byId.get(notice.assignmentId)!;
        this.send(notice.userId, {
          kind,
          assignmentId: assignment.id,
          quizTitle: assignment.quizTitle,
          className: names.get(assignment.classId) ?? '',
          dueAt: assignment.dueAt.toISOString(),
        });
      }
      if (claimed.length < batch || this.closed) return;
    }
  }

  /** Sends the notices' e-mails not sent yet (at least once: a claim that was not marked sent is taken again). */
  private async mail(ctx: AppContext) {
    while (!this.closed) {
      const now = new Date();
      const claimed = await ctx.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: assignmentNotices.id })
          .from(assignmentNotices)
          .where(
            and(
              isNull(assignmentNotices.mailedAt),
              or(
                isNull(assignmentNotices.mailClaimedAt),
                lt(assignmentNotices.mailClaimedAt, new Date(now.getTime() - mailLeaseMs)),
              ),
            ),
          )
          .orderBy(asc(assignmentNotices.createdAt))
          .limit(batch)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return [];
        const ids = rows.map((r) => r.id);
        await tx.update(assignmentNotices).set({ mailClaimedAt: now }).where(inArray(assignmentNotices.id, ids));
        return tx
          .select({
            id: assignmentNotices.id,
            kind: assignmentNotices.kind,
            email: users.email,
            language: users.language,
            username: users.username,
            displayName: users.displayName,
            quizTitle: assignments.quizTitle,
            dueAt: assignments.dueAt,
            timeZone: assignments.timeZone,
            className: classes.name,
          })
          .from(assignmentNotices)
          .innerJoin(users, eq(users.id, assignmentNotices.userId))
          .innerJoin(assignments, eq(assignments.id, assignmentNotices.assignmentId))
          .innerJoin(classes, eq(classes.id, assignments.classId))
          .where(inArray(assignmentNotices.id, ids));
      });
      if (claimed.length === 0) return;
      for (const notice of claimed) {
        if (this.closed) return;
        // A card student has no mailbox: the live notice and the To do tell them.
        if (notice.email && !isCardEmail(notice.email)) {
          const language = notice.language ?? 'en';
          try {
            await ctx.mailer.send(
              emailMessage({
                to: notice.email,
                language: notice.language,
                name: nameOf(notice),
                ...emailTexts[language].homework(notice.kind, {
                  quizTitle: notice.quizTitle,
                  className: notice.className,
                  due: dueInWords(notice.dueAt, notice.timeZone, language),
                }),
                link: `${ctx.config.publicUrl}/dashboard`,
              }),
            );
          } catch (error) {
            ctx.log.warn({ err: error, notice: notice.id }, 'homework e-mail failed; it is tried again later');
            continue;
          }
        }
        await ctx.db.update(assignmentNotices).set({ mailedAt: new Date() }).where(eq(assignmentNotices.id, notice.id));
      }
      if (claimed.length < batch) return;
    }
  }
}

/** What is due of this kind now, claimed (skipping what another instance holds), with its notices written. */
async function claimAndWrite(tx: Transaction, kind: Kind, now: Date) {
  const due =
    kind === 'assigned'
      ? and(isNull(assignments.announcedAt), lte(assignments.opensAt, now))
      : and(
          isNull(assignments.remindedAt),
          isNotNull(assignments.announcedAt),
          gt(assignments.dueAt, now),
          lte(assignments.dueAt, new Date(now.getTime() + AssignmentLimits.reminderHours * hour)),
          // An archived class takes no more homework, and is not reminded of it.
          notExists(
            tx
              .select({ id: classes.id })
              .from(classes)
              .where(and(eq(classes.id, assignments.classId), isNotNull(classes.archivedAt))),
          ),
        );
  const claimed: AssignmentRow[] = await tx
    .select()
    .from(assignments)
    .where(due)
    .orderBy(asc(assignments.createdAt))
    .limit(batch)
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return { claimed, notices: [] };
  const ids = claimed.map((a) => a.id);
  const dayAhead = new Date(now.getTime() + AssignmentLimits.reminderHours * hour);
  await tx
    .update(assignments)
    .set(
      kind === 'assigned'
        ? // Homework that opens less than a day before it is due: its notice is its reminder.
          {
            announcedAt: now,
            remindedAt: sql`coalesce(${assignments.remindedAt}, case when ${assignments.dueAt} <= ${dayAhead} then ${now}::timestamptz end)`,
          }
        : { remindedAt: now },
    )
    .where(inArray(assignments.id, ids));
  const students = await tx
    .select({ memberId: classMembers.id, classId: classMembers.classId, userId: classMembers.userId })
    .from(classMembers)
    .where(
      and(
        inArray(
          classMembers.classId,
          claimed.map((a) => a.classId),
        ),
        eq(classMembers.status, 'active'),
        isNotNull(classMembers.userId),
      ),
    );
  // A reminder is for those who have not handed in and are not excused.
  const [handedIn, excused] =
    kind === 'reminder'
      ? await Promise.all([
          tx
            .selectDistinct({ assignmentId: submissions.assignmentId, userId: submissions.userId })
            .from(submissions)
            .where(inArray(submissions.assignmentId, ids)),
          tx
            .select({ assignmentId: assignmentStudents.assignmentId, memberId: assignmentStudents.memberId })
            .from(assignmentStudents)
            .where(and(inArray(assignmentStudents.assignmentId, ids), eq(assignmentStudents.excused, true))),
        ])
      : [[], []];
  const done = new Set([
    ...handedIn.map((h) => `${h.assignmentId}:${h.userId}`),
    ...excused.map((e) => `${e.assignmentId}:${e.memberId}`),
  ]);
  const notices = claimed.flatMap((a) =>
    students
      .filter((s) => s.classId === a.classId && !done.has(`${a.id}:${s.userId}`) && !done.has(`${a.id}:${s.memberId}`))
      .map((s) => ({ assignmentId: a.id, userId: s.userId!, kind })),
  );
  // In slices: a statement takes at most 65,535 parameters (three a notice).
  for (let i = 0; i < notices.length; i += 5000) {
    await tx.insert(assignmentNotices).values(notices.slice(i, i + 5000));
  }
  return { claimed, notices };
}
