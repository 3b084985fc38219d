// Every endpoint the contract declares, found by reading contract/ at run time: each contract/<name>.ts
// is imported and every exported object whose values look like endpoint() declarations is collected.
// A route added by a later issue is therefore covered by the reliability suite without editing it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EndpointSpec } from '../contract/endpoint';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CONTRACT_DIR = join(ROOT, 'contract');

export interface Endpoint {
  /** '<file>.<group>.<key>', e.g. 'finance.financeApi.createTransaction'. */
  name: string;
  method: EndpointSpec['method'];
  path: string;
  /** The names of the path's parameters: '/api/videos/:id/like' -> ['id']. */
  pathParams: string[];
  spec: EndpointSpec;
}

export function looksLikeEndpoint(value: unknown): value is EndpointSpec {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.method === 'string' && typeof v.path === 'string' && v.path.startsWith('/api/');
}

export const pathParamsOf = (path: string) => [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);

let cached: Promise<Endpoint[]> | undefined;

/** Every declared endpoint, once each (by method and path), in file and declaration order. */
export function listEndpoints(): Promise<Endpoint[]> {
  cached ??= (async () => {
    const files = readdirSync(CONTRACT_DIR)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
      .sort();
    const found = new Map<string, Endpoint>();
    const add = (name: string, spec: EndpointSpec) => {
      const key = `${spec.method} ${spec.path}`;
      if (!found.has(key)) found.set(key, { name, method: spec.method, path: spec.path, pathParams: pathParamsOf(spec.path), spec });
    };
    for (const file of files) {
      const module = (await import(/* @vite-ignore */ pathToFileURL(join(CONTRACT_DIR, file)).href)) as Record<string, unknown>;
      const base = file.replace(/\.ts$/, '');
      for (const [exported, value] of Object.entries(module)) {
        if (looksLikeEndpoint(value)) add(`${base}.${exported}`, value);
        else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
          for (const [key, inner] of Object.entries(value)) if (looksLikeEndpoint(inner)) add(`${base}.${exported}.${key}`, inner);
        }
      }
    }
    return [...found.values()];
  })();
  return cached;
}

export const describeEndpoint = (e: Endpoint) => `${e.method} ${e.path}`;
