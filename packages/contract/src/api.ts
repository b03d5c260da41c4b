import { z } from 'zod';

/**
 * Which of the shared messages `message` is (a key of `Messages`, e.g. 'invalidCredentials'), so that a client
 * shows it in its reader's language (message-catalog.ts), and the names and numbers it says, in order; absent when
 * the message is not a shared one.
 */
export const messageKeyFields = {
  messageKey: z.string().optional(),
  messageParams: z.array(z.union([z.string(), z.number()])).optional(),
};

/** The error envelope every failing route answers with (ARCHITECTURE §5). */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  ...messageKeyFields,
  fieldErrors: z.record(z.string(), z.string()).optional(),
  /** The fields whose message is a shared one, by key and arguments, as `messageKey` names `message`. */
  fieldErrorKeys: z
    .record(
      z.string(),
      z.object({ messageKey: z.string(), messageParams: z.array(z.union([z.string(), z.number()])).optional() }),
    )
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const ErrorCodes = [
  'validation_failed',
  'unauthenticated',
  'token_failed',
  /** A genuine token whose account an admin deleted: the page says so (issue 36). */
  'account_deleted',
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

/** A success that says something; a message whose wording depends on what the server found names its key too. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string(), ...messageKeyFields });
export type MessageResponse = z.infer<typeof messageResponse>;

export const healthData = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  realtime: z.object({ adapter: z.enum(['in-process', 'redis', 'cluster']), ok: z.boolean() }),
  mail: z.object({ transport: z.enum(['smtp', 'log']) }),
  ai: z.object({ configured: z.boolean() }),
  /** False from the moment a shutdown starts (GET /health/ready then answers 503); the process still answers. */
  ready: z.boolean(),
});
export const healthResponse = envelope(healthData);
export type HealthData = z.infer<typeof healthData>;
/** GET /health/ready while the instance takes new work (503 with the error envelope while it drains). */
export const readinessResponse = envelope(z.object({ ready: z.literal(true) }));
