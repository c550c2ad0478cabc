import { describe, expect, it } from 'vitest';
import {
  type ConnectionEvent,
  INITIAL_CONNECTION,
  type LiveConnection,
  nextConnection,
} from '@/features/desk/utils/live-connection';

const at = (time: string) => new Date(`2026-11-28T${time}:00+07:00`);
const run = (events: Array<[ConnectionEvent['type'], string]>, from: LiveConnection = INITIAL_CONNECTION) =>
  events.reduce((connection, [type, time]) => nextConnection(connection, { type, at: at(time) }), from);

describe('nextConnection', () => {
  it.each<[string, Array<[ConnectionEvent['type'], string]>, LiveConnection]>([
    [
      'the first version makes it live, with nothing to tell',
      [['opened', '19:00']],
      { status: 'live', backAt: null },
    ],
    [
      'a first attempt that fails is down from then',
      [['failed', '19:00']],
      { status: 'down', since: at('19:00') },
    ],
    [
      'a cut stream is being read again, not yet down',
      [
        ['opened', '19:00'],
        ['closed', '19:40'],
      ],
      { status: 'reconnecting', since: at('19:40') },
    ],
    [
      'a cut mended at once says nothing',
      [
        ['opened', '19:00'],
        ['closed', '19:40'],
        ['opened', '19:40'],
      ],
      { status: 'live', backAt: null },
    ],
    [
      'a cut whose retry fails is down since the cut',
      [
        ['opened', '19:00'],
        ['closed', '19:40'],
        ['failed', '19:41'],
        ['failed', '19:42'],
      ],
      { status: 'down', since: at('19:40') },
    ],
    [
      'going offline while live is down from then',
      [
        ['opened', '19:00'],
        ['failed', '19:40'],
      ],
      { status: 'down', since: at('19:40') },
    ],
    [
      'coming back after being down tells when',
      [
        ['opened', '19:00'],
        ['failed', '19:40'],
        ['opened', '19:42'],
      ],
      { status: 'live', backAt: at('19:42') },
    ],
    [
      'a version while live keeps when it came back',
      [
        ['failed', '19:40'],
        ['opened', '19:42'],
        ['opened', '19:50'],
      ],
      { status: 'live', backAt: at('19:42') },
    ],
    ['a stream closing before it was live is not news', [['closed', '19:00']], { status: 'starting' }],
  ])('%s', (_, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('answers the same state when nothing changed, so readers do not render again', () => {
    const down = run([['failed', '19:40']]);
    expect(nextConnection(down, { type: 'failed', at: at('19:45') })).toBe(down);
    const live = run([['opened', '19:00']]);
    expect(nextConnection(live, { type: 'opened', at: at('19:01') })).toBe(live);
  });
});
