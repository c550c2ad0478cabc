import { useSyncExternalStore } from 'react';
import {
  type ConnectionEvent,
  INITIAL_CONNECTION,
  type LiveConnection,
  nextConnection,
} from '@/features/desk/utils/live-connection';

// One live stream per staff app (LiveDesk in the admin layout) and any screen telling its state: the
// state lives here, between them.
let connection: LiveConnection = INITIAL_CONNECTION;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const readConnection = () => connection;

const setConnection = (next: LiveConnection) => {
  if (next === connection) return;
  connection = next;
  for (const listener of listeners) listener();
};

/** What the live stream reports (board-events.ts). */
export const reportLiveConnection = (event: ConnectionEvent) =>
  setConnection(nextConnection(connection, event));

/** The stream is let go (the staff app closes): the next one starts afresh. */
export const resetLiveConnection = () => setConnection(INITIAL_CONNECTION);

/** Whether the desk's live updates get through (features/desk/utils/live-connection.ts). */
export function useLiveConnection(): LiveConnection {
  return useSyncExternalStore(subscribe, readConnection, readConnection);
}
