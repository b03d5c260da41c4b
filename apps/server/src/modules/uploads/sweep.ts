/**
 * Pictures nothing uses any more go. Deleting or editing a quiz and changing a profile picture already remove what
 * they let go of; this sweep catches the rest: pictures uploaded for a quiz that was never saved, and whatever a
 * failure left behind. A picture is kept while a question, an attempt's copy of one, a room's copy of its questions
 * or an account shows it, and for a day after its upload (the author may still be writing the quiz). The state is
 * the database's, so a restart loses nothing: every instance sweeps every PICTURE_SWEEP_MS and at start, and two
 * sweeping at once delete the same rows.
 */
import type { AppContext } from '../../context';

const graceMs = 24 * 60 * 60 * 1000;
const batch = 200;

/** Removes unused pictures uploaded before `before`; returns how many went. */
export async function sweepUnusedPictures(ctx: AppContext, before = new Date(Date.now() - graceMs)): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await ctx.database.query<{ path: string }>(
      'sweep_unused_pictures',
      `delete from pictures where path in (
         select p.path from pictures p
         where p.created_at < $1
           and not exists (select 1 from questions q where q.image_url = p.path)
           and not exists (select 1 from submission_answers a where a.image_url = p.path)
           and not exists (select 1 from users u where u.profile_picture = p.path)
           and not exists (
             select 1 from rooms r
             where r.questions @> jsonb_build_array(jsonb_build_object('image', jsonb_build_object('url', p.path)))
           )
         order by p.created_at
         limit ${batch}
       ) returning path`,
      [before.toISOString()],
    );
    removed += rows.length;
    if (rows.length < batch) return removed;
  }
}

export class PictureSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  start(ctx: AppContext) {
    const run = () => {
      if (this.running) return;
      this.running = sweepUnusedPictures(ctx)
        .then((removed) => {
          if (removed > 0) ctx.log.info({ removed }, 'unused pictures removed');
        })
        .catch((error: unknown) => ctx.log.error({ err: error }, 'picture sweep failed'))
        .finally(() => (this.running = null));
    };
    this.timer = setInterval(run, ctx.config.pictureSweepMs);
    this.timer.unref();
    run();
  }

  /** Stops the timer and waits for a sweep under way. */
  async close() {
    clearInterval(this.timer);
    await this.running;
  }
}
