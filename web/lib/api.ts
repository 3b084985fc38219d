// The one HTTP client: sends credentials, speaks JSON, and turns a non-OK answer into
// Error("{status}: {body or statusText}") as SPEC §7 says, keeping the problem details for forms.
import type { Problem } from '../../contract/common';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problem?: Problem,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Per-field messages of a 400/409 problem. */
  get fieldErrors(): Record<string, string> {
    return this.problem?.errors ?? {};
  }

  /** A sentence fit to show a person. */
  get detail(): string {
    return this.problem?.detail ?? this.message;
  }
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let problem: Problem | undefined;
    try {
      problem = text ? (JSON.parse(text) as Problem) : undefined;
    } catch {
      problem = undefined;
    }
    throw new ApiError(response.status, `${response.status}: ${text || response.statusText}`, problem);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A GET; with on401 'returnNull' a 401 means "no data" rather than an error (SPEC §7). */
export async function getJson<T>(path: string, { on401 = 'throw' }: { on401?: 'throw' | 'returnNull' } = {}): Promise<T | null> {
  try {
    return await api<T>('GET', path);
  } catch (error) {
    if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
