/**
 * bench:game --mode host-paced, the bench's side: each question's open instant T as the server recorded it, and the
 * figures built from it and from what the workers noted (bench/host-paced-play.ts).
 */
import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { roomAnswers } from '../apps/server/src/db/schema/rooms';
import type { WorkerResults } from './game-worker';
import type { Fleet } from './harness';
import { merge, ms, percentile, reasons, total } from './figures';
import { questionKey, type PacedFigures } from './host-paced-play';

/**
 * Each question's open instant T, `${room}:${index}` → wall-clock ms, read after the servers stopped. The server
 * scores an answer from T and stores answered_at and elapsed_ms = answered_at − T (both whole milliseconds), so any
 * answer with an option and under the limit (not clamped) gives T exactly; `spreadMs` is the most two answers of one
 * question disagree (0 unless a clock stepped).
 */
export async function openInstants(fleet: Fleet, roomIds: string[], limitMs: number) {
  if (roomIds.length === 0) return undefined;
  return fleet.readBack('the open instants', async (db) => {
    const opened = sql<number>`extract(epoch from ${roomAnswers.answeredAt}) * 1000 - ${roomAnswers.elapsedMs}`;
    const rows = await db
      .select({
        roomId: roomAnswers.roomId,
        position: roomAnswers.position,
        first: sql<number>`min(${opened})::float8`,
        last: sql<number>`max(${opened})::float8`,
      })
      .from(roomAnswers)
      .where(
        and(inArray(roomAnswers.roomId, roomIds), isNotNull(roomAnswers.optionId), lt(roomAnswers.elapsedMs, limitMs)),
      )
      .groupBy(roomAnswers.roomId, roomAnswers.position);
    const at = new Map<string, number>();
    let spreadMs = 0;
    for (const row of rows) {
      at.set(questionKey(roomIds.indexOf(row.roomId), row.position), Math.round(Number(row.first)));
      spreadMs = Math.max(spreadMs, Number(row.last) - Number(row.first));
    }
    return { at, spreadMs };
  });
}

const sorted = (values: number[]) => values.sort((a, b) => a - b);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

/** The host-paced figures of a run: its table cells, the lines under the table and what went wrong. */
export function pacedReport(
  results: WorkerResults[],
  options: {
    rooms: number;
    questions: number;
    limitMs: number;
    opened: Awaited<ReturnType<typeof openInstants>>;
  },
) {
  /** Every worker's receipts of each question together. */
  const perQuestion = (pick: (figures: PacedFigures) => Record<string, number[]>) => {
    const out: Record<string, number[]> = {};
    for (const r of results)
      for (const [key, values] of Object.entries(pick(r.paced))) (out[key] ??= []).push(...values);
    return out;
  };
  /** One instant per question over all workers: the latest (acks), or the one there is (the host's). */
  const perQuestionOnce = (pick: (figures: PacedFigures) => Record<string, number>) => {
    const out: Record<string, number> = {};
    for (const r of results) {
      for (const [key, value] of Object.entries(pick(r.paced))) out[key] = Math.max(out[key] ?? 0, value);
    }
    return out;
  };
  const openReceived = perQuestion((f) => f.openReceivedAt);
  const resultsReceived = perQuestion((f) => f.resultsReceivedAt);
  const lastAck = perQuestionOnce((f) => f.lastAckAt);
  const hostEmit = perQuestionOnce((f) => f.hostOpenEmitAt);
  const hostResults = perQuestionOnce((f) => f.hostResultsAt);
  const since = (receipts: Record<string, number[]>, from: (key: string) => number | undefined) =>
    sorted(
      Object.entries(receipts).flatMap(([key, times]) => {
        const start = from(key);
        return start === undefined ? [] : times.map((t) => t - start);
      }),
    );

  const openAt = options.opened?.at;
  const openToReceived = since(openReceived, (key) => openAt?.get(key));
  const emitToReceived = since(openReceived, (key) => hostEmit[key]);
  const builtMs = sorted(results.flatMap((r) => Object.values(r.paced.openBuiltMs).flat()));
  const resultsToReceived = since(resultsReceived, (key) => lastAck[key]);
  const hostToPlayer = since(resultsReceived, (key) => hostResults[key]);
  const keys = Array.from({ length: options.rooms }, (_, room) =>
    Array.from({ length: options.questions }, (_, index) => questionKey(room, index)),
  ).flat();
  const closedEarly = keys.filter((key) => {
    const opened = openAt?.get(key);
    return opened !== undefined && hostResults[key] !== undefined && hostResults[key] - opened < options.limitMs;
  }).length;
  const withoutInstant = keys.filter((key) => openAt && !openAt.has(key)).length;

  const frames = results.flatMap((r) => r.paced.gameFrames).map((n) => n / options.questions);
  const bytes = results.flatMap((r) => r.paced.gameBytes).map((n) => n / options.questions);
  const mean = (values: number[]) => (values.length ? total(values) / values.length : NaN);
  const stats = (values: number[]) =>
    `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(values.at(-1) ?? NaN)}`;

  const cells = {
    openP95: ms(percentile(openToReceived, 0.95)),
    resultsP95: ms(percentile(resultsToReceived, 0.95)),
    framesPerQuestion: frames.length ? mean(frames).toFixed(1) : '-',
    bytesPerQuestion: bytes.length ? kb(mean(bytes)) : '-',
  };
  const lines = [
    `Open → received over ${openToReceived.length} views: ${stats(openToReceived)}, from T as the server stored ` +
      "it (answered_at − elapsed_ms of the question's answers)" +
      `${options.opened ? '' : ' — unreadable, so no figure'}; T → the view built on the server (limitMs − ` +
      `remainingMs) p95 ${ms(percentile(builtMs, 0.95))}; from the host's start-game/next emit p95 ` +
      `${ms(percentile(emitToReceived, 0.95))}.`,
    `Results → received over ${resultsToReceived.length} views: ${stats(resultsToReceived)}, from the question's ` +
      'last accepted answer acknowledgement (any client; the server looks whether everyone answered as soon as it ' +
      `has taken as many answers as there are players, or 100 ms after an answer when it shares the room with other ` +
      `instances); from the host's own results view p95 ${ms(percentile(hostToPlayer, 0.95))}. ` +
      `${closedEarly}/${keys.length} questions closed before their time (everyone answered; the bench never skips).`,
    `Received per player per question, from 'game-started' to 'game-ended' (engine.io packets: events, acks and ` +
      `pings, each one WebSocket frame; bytes as encoded, frame headers left out) over ${frames.length} players: ` +
      `${cells.framesPerQuestion} frames (max ${frames.length ? Math.max(...frames).toFixed(1) : '-'}), ` +
      `${cells.bytesPerQuestion}.`,
  ];
  const sum = (pick: (figures: PacedFigures) => number) => total(results.map((r) => pick(r.paced)));
  const problems = [
    ...reasons(
      results.map((r) => r.paced.hostFailures),
      'host step(s) failed',
    ),
    ...(sum((f) => f.missingOpen) ? [`${sum((f) => f.missingOpen)} open view(s) never reached a player`] : []),
    ...(sum((f) => f.missingResults) ? [`${sum((f) => f.missingResults)} results view(s) never reached a player`] : []),
    ...(sum((f) => f.resultsWithoutYou)
      ? [`${sum((f) => f.resultsWithoutYou)} results view(s) came without the player's own outcome`]
      : []),
    ...(withoutInstant ? [`${withoutInstant} question(s) have no stored answer to read T from`] : []),
    ...(options.opened && options.opened.spreadMs > 1
      ? [`answers of one question disagree on T by up to ${ms(options.opened.spreadMs)}`]
      : []),
  ];
  const failed =
    sum((f) => f.missingOpen + f.missingResults + f.resultsWithoutYou) > 0 ||
    total(Object.values(merge(results.map((r) => r.paced.hostFailures)))) > 0;
  return { cells, lines, problems, failed };
}
