import { timestamp } from 'drizzle-orm/pg-core';

// Columns are snake_case in TypeScript too: they mirror the API's field names (spec 1 §3, spec 2 §3),
// so rows reach the wire without renaming.
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();
