import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * `column desc nulls last`, the order of the indexes the schema declares with `.desc()`. A plain `desc` means
 * `nulls first` in PostgreSQL, which such an index cannot serve, so the query would sort the whole table instead.
 */
export const descNullsLast = (column: AnyColumn) => sql`${column} desc nulls last`;
