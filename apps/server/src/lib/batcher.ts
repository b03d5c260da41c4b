/**
 * Group commit: calls made while a batch is on its way are sent together as the next batch, so under load many
 * writes share one round trip (and one system call), and with no load a call waits for nothing but its own.
 */
export class Batcher<I, O> {
  private queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  private running = false;
  /** Ends the wait between two batches (see `spacingMs`) early. */
  private wake: (() => void) | undefined;

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly options: {
      max: number;
      /** Items with the same key never share a batch (a later one waits for the next), keeping their order. */
      keyOf?: (item: I) => string;
      /**
       * How long the first call after a quiet moment waits for others to join it. For writes that come in bursts
       * (a class answering the same question): fewer, larger statements, for a few milliseconds more each.
       */
      lingerMs?: number;
      /**
       * Under steady load, the least time from one batch's start to the next one's (unless `max` are waiting): writes
       * that arrive one by one (players answering at their own pace) then share a statement and its commit instead of
       * each batch holding the one or two that came during the last statement.
       */
      spacingMs?: number;
      /**
       * When a batch of several fails, try each of its items alone: one bad item (or one that loses a race) then
       * fails only its own call, not every player's who happened to share its statement.
       */
      retryAlone?: boolean;
    },
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      // A full batch waiting out the spacing goes at once.
      if (this.queue.length >= this.options.max) this.wake?.();
      if (!this.running) {
        this.running = true;
        // Let the calls of the same turn of the event loop (or of the linger) join the first batch.
        const linger = this.options.lingerMs ?? 0;
        if (linger > 0) setTimeout(() => void this.drain(), linger);
        else setImmediate(() => void this.drain());
      }
    });
  }

  /** Resolves once every submitted item has been written (or failed): for a shutdown. */
  async idle() {
    while (this.running || this.queue.length > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private take() {
    const batch: typeof this.queue = [];
    const rest: typeof this.queue = [];
    const keys = new Set<string>();
    for (const entry of this.queue) {
      const key = this.options.keyOf?.(entry.item);
      if (batch.length >= this.options.max || (key !== undefined && keys.has(key))) {
        rest.push(entry);
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(entry);
    }
    this.queue = rest;
    return batch;
  }

  private async runAlone(batch: typeof this.queue) {
    for (const b of batch) {
      try {
        const [result] = await this.run([b.item]);
        b.resolve(result!);
      } catch (error) {
        b.reject(error);
      }
    }
  }

  private async drain() {
    const spacing = this.options.spacingMs ?? 0;
    let started = 0;
    while (this.queue.length > 0) {
      const wait = started + spacing - performance.now();
      if (started > 0 && wait > 0 && this.queue.length < this.options.max) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
      started = performance.now();
      const batch = this.take();
      try {
        const results = await this.run(batch.map((b) => b.item));
        batch.forEach((b, i) => b.resolve(results[i]!));
      } catch (error) {
        if (this.options.retryAlone && batch.length > 1) await this.runAlone(batch);
        else for (const b of batch) b.reject(error);
      }
    }
    this.running = false;
  }
}
