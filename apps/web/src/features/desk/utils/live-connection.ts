// Whether the desk's live stream of board versions gets through (record 0022), as the desk is told it
// (issue 30): a pure state, moved by what the stream reports.

export type LiveConnection =
  /** Not yet heard from. */
  | { status: 'starting' }
  /** Versions come through; `backAt` when they came back after being down. */
  | { status: 'live'; backAt: Date | null }
  /** The stream was cut and is read again at once; nothing is said unless that fails. */
  | { status: 'reconnecting'; since: Date }
  /** Nothing gets through since `since`: the screen may be showing old data. */
  | { status: 'down'; since: Date };

export type ConnectionEvent = {
  /**
   * `opened`: a version came through (a stream's first, or a poll's answer); `closed`: a stream that
   * had brought versions ended; `failed`: an attempt brought none, or the browser went offline.
   */
  type: 'opened' | 'closed' | 'failed';
  at: Date;
};

export const INITIAL_CONNECTION: LiveConnection = { status: 'starting' };

/** The connection after `event`; the same object when nothing changed. */
export function nextConnection(connection: LiveConnection, event: ConnectionEvent): LiveConnection {
  switch (event.type) {
    case 'opened':
      if (connection.status === 'live') return connection;
      return { status: 'live', backAt: connection.status === 'down' ? event.at : null };
    case 'closed':
      return connection.status === 'live' ? { status: 'reconnecting', since: event.at } : connection;
    case 'failed':
      if (connection.status === 'down') return connection;
      // A cut that could not be mended dates from the cut, not from the failed retry.
      return { status: 'down', since: connection.status === 'reconnecting' ? connection.since : event.at };
  }
}
