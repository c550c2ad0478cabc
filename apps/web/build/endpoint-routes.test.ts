import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toLightContract } from './endpoint-routes';

const CONTRACTS = fileURLToPath(new URL('../../../packages/domain/src/contracts/', import.meta.url));

const contract = `import { z } from 'zod';
import { authedErrorResponses } from './common';
import { defineEndpoint } from './endpoint';

export const RedeemedSchema = z.object({ id: z.number() });

export const redeemRewardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/customer/rewards/:id/redeem',
  params: z.object({ id: z.coerce.number() }),
  idempotent: true,
  response: { 201: RedeemedSchema, ...authedErrorResponses },
  tags: ['rewards'],
  summary: 'Redeem',
});

export const uploadImageEndpoint = defineEndpoint({ method: 'POST', path: '/api/admin/uploads', multipart: { file: 'file' }, response: {}, tags: [], summary: '' });
`;

describe('toLightContract', () => {
  it('keeps of each declaration its method, path and flags, and takes the rest from the whole module', () => {
    expect(toLightContract(contract, '/repo/packages/domain/src/contracts/rewards.ts')).toBe(
      [
        'export * from "./rewards.ts?full";',
        "export const redeemRewardEndpoint = { method: 'POST', path: '/api/customer/rewards/:id/redeem', idempotent: true };",
        "export const uploadImageEndpoint = { method: 'POST', path: '/api/admin/uploads', multipart: { file: 'file' } };",
        '',
      ].join('\n'),
    );
  });

  it('leaves a module without declarations alone', () => {
    expect(toLightContract('export const A = z.object({});\n', 'common.ts')).toBeNull();
  });

  it.each([
    ['a spread', "export const e = defineEndpoint({ ...route, method: 'GET', path: '/api/x' });"],
    ['a path not written out', "export const e = defineEndpoint({ method: 'GET', path: PATH });"],
    ['a method not written out', "export const e = defineEndpoint({ method, path: '/api/x' });"],
    ['no object', 'export const e = defineEndpoint(declaration);'],
    ['no export', "const e = defineEndpoint({ method: 'GET', path: '/api/x' });"],
    ['a helper', "export const list = () => defineEndpoint({ method: 'GET', path: '/api/x' });"],
  ])('leaves a declaration with %s to the whole module', (_name, code) => {
    expect(toLightContract(`${code}\n`, 'x.ts')).toBeNull();
    const beside = `${code}\nexport const f = defineEndpoint({ method: 'GET', path: '/api/f' });\n`;
    expect(toLightContract(beside, 'x.ts')).toBe(
      "export * from \"./x.ts?full\";\nexport const f = { method: 'GET', path: '/api/f' };\n",
    );
  });

  it('reads every declaration of the contracts', () => {
    const files = readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    let declarations = 0;
    for (const name of files) {
      const code = readFileSync(`${CONTRACTS}${name}`, 'utf8');
      const light = toLightContract(code, name);
      if (light === null) continue;
      // Each declaration with its method and path written out, as the contracts declare theirs.
      const count =
        code.match(/^export const \w+ = defineEndpoint\(\{\n {2}method: '\w+',\n {2}path: '[^']+',$/gm)
          ?.length ?? 0;
      expect(
        light.split('\n').filter((line) => line.startsWith('export const ')),
        name,
      ).toHaveLength(count);
      declarations += count;
    }
    expect(declarations).toBeGreaterThan(0);
  });
});
