import { SLOTS_EVENT } from '@ruangmain/domain/contracts/availability';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { openEventStream } from '../../lib/event-stream';
import { apiText } from '../../texts/local-text';
import type { SlotFeeds } from './slot-feeds';

/**
 * Live slot streams one address may hold open: a family's phones and tablets with room to spare, and
 * customers behind one carrier's shared address (CGNAT, common on Indonesian mobile networks). Scaled
 * by RATE_LIMIT_MULTIPLIER as the other limits are.
 */
export const MAX_SLOT_STREAMS_PER_ADDRESS = 50;
/** Live slot streams one API process holds open at most: past it, the wizard reads slots as before. */
export const MAX_SLOT_STREAMS = 5_000;

/**
 * The open live slot streams of one process, counted per caller's address: a public stream costs the
 * server a connection for as long as it is open, so one address cannot hold the process's share.
 */
export class SlotStreams {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(
    private readonly perAddress = MAX_SLOT_STREAMS_PER_ADDRESS,
    private readonly total = MAX_SLOT_STREAMS,
  ) {}

  /** Counts a stream for `address`, or refuses it (429) when the address or the process is full. */
  take(address: string): () => void {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.perAddress || this.open >= this.total) {
      throw new AppError('rate_limited', apiText('availability.tooManyStreams'));
    }
    this.byAddress.set(address, held + 1);
    this.open += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.open -= 1;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}

/**
 * Streams a date's slots for a unit to one wizard (issue 31): at once, then after every change to
 * them, until the wizard goes away or the app closes.
 */
export async function streamSlots(input: {
  request: FastifyRequest;
  reply: FastifyReply;
  unitId: number;
  date: string;
  feeds: SlotFeeds;
  streams: SlotStreams;
  /** The app's open streams, ended before it closes (app.liveStreams). */
  liveStreams: Set<() => void>;
}): Promise<void> {
  const { request, reply, streams } = input;
  const giveBack = streams.take(request.ip);
  let stream: ReturnType<typeof openEventStream> | undefined;
  let followed: Awaited<ReturnType<SlotFeeds['follow']>>;
  try {
    followed = await input.feeds.follow(input.unitId, input.date, (slots) =>
      stream?.send(SLOTS_EVENT, slots),
    );
  } catch (error) {
    giveBack();
    throw error;
  }
  stream = openEventStream(request, reply, input.liveStreams, () => {
    followed.stop();
    giveBack();
  });
  stream.send(SLOTS_EVENT, followed.slots);
}
