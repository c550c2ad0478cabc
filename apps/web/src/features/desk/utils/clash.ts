import type { Clash } from '@ruangmain/domain/contracts/desk';
import { isApiError } from '@/lib/api-client';

/** The bookings and blocks in the way, when a failed call is a 409 clash; else null. */
export function readClashes(error: unknown): Clash[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { conflicts?: unknown } | undefined;
  return Array.isArray(body?.conflicts) ? (body.conflicts as Clash[]) : null;
}
