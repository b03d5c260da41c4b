/**
 * Issue 40: the pictures people upload (question pictures, profile pictures), kept in the database rather than as
 * files in one instance's DATA_DIR, so that every instance serves them and a backup of the database holds them.
 * `path` is the public address the rest of the schema keeps (questions.image_url, submission_answers.image_url,
 * the room's copy of its questions, users.profile_picture): '/uploads/questions/<uuid>.webp'. A picture is never
 * changed, only added and removed; its sha256 is its ETag. See docs/decisions/029-a-schools-service.md.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // Both drivers hand back a Uint8Array (postgres.js a Buffer); a Buffer view over it copies nothing.
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const pictures = pgTable(
  'pictures',
  {
    path: text('path').primaryKey(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytes('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  // The sweep walks the oldest first.
  (t) => [index('pictures_created_idx').on(t.createdAt)],
);

export type PictureRow = typeof pictures.$inferSelect;
