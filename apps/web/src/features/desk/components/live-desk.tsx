import { useLiveDesk } from '@/features/desk/api/board-events';

/** Keeps the staff app's screens live (record 0022); renders nothing. */
export function LiveDesk() {
  useLiveDesk();
  return null;
}
