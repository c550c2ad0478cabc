import { percentile } from '../bookings';

/** Who makes a call: the goal of issue 31 holds for customers' and desks' calls alike. */
export type Side = 'customer' | 'desk' | 'payment';

type Timings = { side: Side; ms: number[]; errors: number; refused: number; lastError: string };

export type CallRow = {
  call: string;
  side: Side;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  refused: number;
  errors: number;
};

/** An answer the benchmark reads: its status and its JSON body (empty when it had none). */
export type Answer<Body = Record<string, unknown>> = { status: number; body: Body };

/**
 * Every call of the evening, by name: its answer times, the refusals the scenario expects (a race's
 * 409s) and the errors (any other answer than the expected ones, or no answer).
 */
export class Calls {
  private readonly byName = new Map<string, Timings>();

  constructor(readonly baseUrl: string) {
    if (!/^http:\/\/127\.0\.0\.1[:/]/.test(baseUrl)) throw new Error(`loopback only, not ${baseUrl}`);
  }

  /**
   * Sends one request and records it under `name`. `expected` lists the statuses that are a success
   * (2xx by default); `refusals`, those the scenario provokes on purpose (counted apart, not errors).
   */
  async send<Body = Record<string, unknown>>(
    name: string,
    side: Side,
    path: string,
    init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
    refusals: number[] = [],
  ): Promise<Answer<Body>> {
    const timings = this.timingsOf(name, side);
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...init.headers,
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      const text = await response.text();
      timings.ms.push(performance.now() - started);
      if (refusals.includes(response.status)) timings.refused += 1;
      else if (response.status >= 400) {
        timings.errors += 1;
        timings.lastError = `${response.status} ${text.slice(0, 200)}`;
      }
      return { status: response.status, body: parseJson(text) as Body };
    } catch (error) {
      timings.ms.push(performance.now() - started);
      timings.errors += 1;
      timings.lastError = String(error);
      return { status: 0, body: {} as Body };
    }
  }

  /** Records a time measured elsewhere (a stream's first event, a payment's confirmation). */
  record(name: string, side: Side, ms: number, failed = false): void {
    const timings = this.timingsOf(name, side);
    timings.ms.push(ms);
    if (failed) timings.errors += 1;
  }

  rows(): CallRow[] {
    return [...this.byName].map(([call, { side, ms, errors, refused }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const at = (share: number) => Math.round(percentile(sorted, share) * 10) / 10;
      return {
        call,
        side,
        count: ms.length,
        p50: at(0.5),
        p95: at(0.95),
        p99: at(0.99),
        max: at(1),
        refused,
        errors,
      };
    });
  }

  /** The last error of each call that had one, to say what went wrong. */
  lastErrors(): string[] {
    return [...this.byName]
      .filter(([, timings]) => timings.errors > 0)
      .map(([call, timings]) => `${call}: ${timings.lastError}`);
  }

  private timingsOf(name: string, side: Side): Timings {
    let timings = this.byName.get(name);
    if (!timings) {
      timings = { side, ms: [], errors: 0, refused: 0, lastError: '' };
      this.byName.set(name, timings);
    }
    return timings;
  }
}

function parseJson(text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
