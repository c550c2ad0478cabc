import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';

const ASK = 'ruangmain:cluster-metrics';
const ANSWER = 'ruangmain:cluster-metrics-answer';
const ANSWER_TIMEOUT_MS = 5_000;

type Ask = { type: typeof ASK; id: string };
type Answer = { type: typeof ANSWER; id: string; text?: string; error?: string };

/**
 * The primary's side (record 0051): a worker scraped at /metrics asks here, and the primary gathers
 * every worker's registry (prom-client's AggregatorRegistry, which asks each over IPC) into one text.
 * A scrape sees the whole cluster, whichever worker it reached.
 */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: Ask) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (error: Error) => worker.send({ type: ANSWER, id: message.id, error: error.message } satisfies Answer),
    );
  });
}

/** A worker's side: its registry is the one the primary gathers; and it asks for the whole cluster's. */
export function offerWorkerMetrics(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Installs prom-client's own answer to the primary's requests (idempotent).
  new AggregatorRegistry();
  return () =>
    new Promise((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the cluster primary did not answer for the metrics'));
      }, ANSWER_TIMEOUT_MS);
      const onMessage = (message: Answer) => {
        if (message?.type !== ANSWER || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (message.text !== undefined) resolve(message.text);
        else reject(new Error(message.error ?? 'no metrics'));
      };
      process.on('message', onMessage);
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}
