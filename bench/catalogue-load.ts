// Catalogue endpoints under load beside a bare Fastify route in the same run (issue "Public catalogue":
// catalogue answers at least 30% of the bare route's requests per second).
// Run: npx tsx bench/catalogue-load.ts
import { startProductServer } from '../scripts/product-server';
import { measure, printTable, saveResults, startBareServer } from './lib/load';

const server = await startProductServer();
const bare = await startBareServer();
try {
  const baseline = await measure('bare Fastify route', bare.url);
  const results = [
    baseline,
    await measure('GET /api/public/rooms', `${server.baseUrl}/api/public/rooms`),
    await measure('GET /api/public/games', `${server.baseUrl}/api/public/games`),
    await measure('GET /api/public/games?page=2', `${server.baseUrl}/api/public/games?page=2`),
  ];
  printTable(results, baseline);
  console.info(`saved ${saveResults('catalogue-load', { results })}`);
} finally {
  bare.stop();
  await server.stop();
}
