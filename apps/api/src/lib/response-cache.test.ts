import { describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

describe('ResponseCache', () => {
  it('loads once and answers later calls from memory with a stable ETag', async () => {
    const cache = new ResponseCache();
    const load = vi.fn(async () => ({ data: [1, 2, 3] }));
    const first = await cache.get('k', load);
    const second = await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.body).toBe('{"data":[1,2,3]}');
    expect(second.etag).toBe(first.etag);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new ResponseCache();
    const load = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 10)));
    await Promise.all(Array.from({ length: 20 }, () => cache.get('k', load)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads after invalidate, with a new ETag when the answer changed', async () => {
    const cache = new ResponseCache();
    let version = 1;
    const load = vi.fn(async () => ({ version }));
    const before = await cache.get('k', load);
    version = 2;
    cache.invalidate();
    const after = await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(after.body).toBe('{"version":2}');
    expect(after.etag).not.toBe(before.etag);
  });

  it('does not keep an answer whose load overlapped a change', async () => {
    const cache = new ResponseCache();
    let release: () => void = () => {};
    const slow = vi.fn(() => new Promise((resolve) => (release = () => resolve({ stale: true }))));
    const pending = cache.get('k', slow);
    cache.invalidate();
    release();
    await pending;
    const fresh = vi.fn(async () => ({ stale: false }));
    expect((await cache.get('k', fresh)).body).toBe('{"stale":false}');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('forgets failed loads so the next call retries', async () => {
    const cache = new ResponseCache();
    await expect(cache.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await cache.get('k', async () => ({ ok: 1 }))).body).toBe('{"ok":1}');
  });

  it('stays bounded', async () => {
    const cache = new ResponseCache(3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key);
    expect(cache.size).toBeLessThanOrEqual(3);
  });
});
