/**
 * What a running instance reports at GET /metrics (issue 40), in Prometheus' text format. Each app has its own
 * registry, not prom-client's global one: the tests build several apps in one process, each counting apart.
 * Built only when METRICS_TOKEN is set (plugins/metrics.ts serves it); the realtime layer times answers through it.
 * In a cluster (cluster/primary.ts) the primary sums every worker's registry (prom-client's AggregatorRegistry).
 */
import { performance } from 'node:perf_hooks';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The background jobs whose backlog is reported (homework notices and their e-mail outbox). */
export const jobNames = ['homework-announcement', 'homework-reminder', 'homework-email'] as const;
export type JobName = (typeof jobNames)[number];

/** What the gauges read at each scrape, from the parts of the app that know (set by plugins/metrics.ts). */
export interface Readings {
  socketsConnected(): number;
  roomsLive(): number;
  jobsWaiting(): Promise<Record<JobName, number>>;
}

/** Seconds; the live game's budget is an acknowledgement within 50 ms (ARCHITECTURE §11). */
const fastBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class AppMetrics {
  readonly registry = new Registry();
  private readings: Readings | undefined;

  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly answers: Counter<'outcome'>;
  readonly answerAck: Histogram;
  readonly dbQuery: Histogram;

  constructor() {
    const registers = [this.registry];
    // Process CPU and memory, heap, handles, GC, and the event loop's lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'quiz_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status code, from arrival to the response sent.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: requestBuckets,
      registers,
    });
    this.answers = new Counter({
      name: 'quiz_answers_total',
      help: 'Answers received over Socket.IO (submit-answer), by whether they were accepted or refused.',
      labelNames: ['outcome'],
      registers,
    });
    this.answerAck = new Histogram({
      name: 'quiz_answer_ack_seconds',
      help: 'Time from an answer event arriving to its acknowledgement being sent.',
      buckets: fastBuckets,
      registers,
    });
    this.dbQuery = new Histogram({
      name: 'quiz_db_query_duration_seconds',
      help: "Database statements, from sending to the result (the embedded database's queue included).",
      buckets: fastBuckets,
      registers,
    });
    const sockets: Gauge = new Gauge({
      name: 'quiz_sockets_connected',
      help: 'Socket.IO connections open on this instance.',
      registers,
      collect: () => sockets.set(this.readings?.socketsConnected() ?? 0),
    });
    const rooms: Gauge = new Gauge({
      name: 'quiz_rooms_live',
      help: 'Game rooms with at least one connection on this instance.',
      registers,
      collect: () => rooms.set(this.readings?.roomsLive() ?? 0),
    });
    const jobs: Gauge<'job'> = new Gauge({
      name: 'quiz_jobs_waiting',
      help: 'Background work due and not done yet, by job (shared by every instance: read from the database).',
      labelNames: ['job'],
      registers,
      // Every process of a cluster reads the same database: the figure once, not summed over them.
      aggregator: 'max',
      collect: async () => {
        if (!this.readings) return;
        const counts = await this.readings.jobsWaiting();
        for (const job of jobNames) jobs.set({ job }, counts[job]);
      },
    });
  }

  /** Where the gauges read from; set once the realtime layer and the database are up. */
  read(readings: Readings) {
    this.readings = readings;
  }

  /** Called as an answer event arrives; the function returned is called as its acknowledgement goes out. */
  answerReceived(): (accepted: boolean) => void {
    const started = performance.now();
    return (accepted) => {
      this.answers.inc({ outcome: accepted ? 'accepted' : 'refused' });
      this.answerAck.observe((performance.now() - started) / 1000);
    };
  }
}
