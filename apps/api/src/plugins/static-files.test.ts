import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('/storage images', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
    writeFileSync(path.join(ctx.storageDir, 'console.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(async () => ctx.close());

  it('may be shown by any site: Cross-Origin-Resource-Policy cross-origin', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const image = await ctx.app.inject({ method, url: '/storage/console.svg' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['cross-origin-resource-policy'], method).toBe('cross-origin');
    }
  });

  it('opens nothing else to other sites', async () => {
    for (const url of ['/api/health', '/storage/missing.png']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-site');
    }
  });
});
