const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else can never match a row (and would make PostgreSQL raise). */
export const isUuid = (value: string | undefined): value is string => Boolean(value && uuidPattern.test(value));
