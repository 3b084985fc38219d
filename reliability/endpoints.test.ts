// The suite's list of endpoints comes from contract/ at run time; this checks that it finds them.
import { describe, expect, it } from 'vitest';
import { describeEndpoint, listEndpoints } from './endpoints';
import { figure } from './support';

describe('the endpoint list', () => {
  it('holds every endpoint the contract declares, read from contract/*.ts', async () => {
    const endpoints = await listEndpoints();
    const names = endpoints.map(describeEndpoint);
    expect(endpoints.length).toBeGreaterThan(0);
    expect(names).toContain('POST /api/finances/transactions');
    expect(names).toContain('POST /api/auth/sign-up');
    expect(names).toContain('GET /api/users/current');
    expect(names).toContain('POST /api/videos/:id/like');
    expect(new Set(names).size).toBe(names.length);
    for (const e of endpoints) expect(e.path.startsWith('/api/'), e.name).toBe(true);
    figure('endpoints', endpoints.length);
    figure('endpoints with an id in the path', endpoints.filter((e) => e.pathParams.length > 0).length);
  });
});
