import { z } from 'zod';

/** The error envelope every failing route answers with (ARCHITECTURE §5). */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  /**
   * Which of the shared messages `message` is (a key of `Messages`, e.g. 'invalidCredentials'), so that a client
   * shows it in its reader's language (message-catalog.ts); absent when the message is not a fixed sentence.
   */
  messageKey: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const ErrorCodes = [
  'validation_failed',
  'unauthenticated',
  'token_failed',
  'forbidden',
  /** A guest join to a room for signed-in users only: the page offers to log in. */
  'signed_in_only',
  'room_locked',
  'removed_from_room',
  'guest_not_allowed',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'not_configured',
  'internal',
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

/** `{ success: true, data, message? }` around a data schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  realtime: z.object({ adapter: z.enum(['in-process', 'redis']), ok: z.boolean() }),
  mail: z.object({ transport: z.enum(['smtp', 'log']) }),
  ai: z.object({ configured: z.boolean() }),
});
export const healthResponse = envelope(healthData);
export type HealthData = z.infer<typeof healthData>;
