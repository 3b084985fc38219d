// The one place a failed write becomes a toast (query-client.ts): SPEC §8's words where a mutation names
// them, and the server's own words where it names only a title.
import { expect, test } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';
import { currentToast } from './toast';

async function fail(meta: Record<string, unknown>, error: unknown) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await mutation.execute(undefined).catch(() => undefined);
  return currentToast();
}

const refused = new ApiError(403, '403', {
  type: 'about:blank',
  title: 'Forbidden',
  status: 403,
  detail: 'You cannot decide on a case about your own words.',
});

test("a title alone is said with the server's words", async () => {
  expect(await fail({ errorToast: { title: 'The decision was not saved' } }, refused)).toMatchObject({
    title: 'The decision was not saved',
    description: 'You cannot decide on a case about your own words.',
    variant: 'destructive',
  });
});

test("SPEC's own words stay where the mutation gives them", async () => {
  expect(await fail({ errorToast: { title: 'Failed to track mood', description: 'Please try again later.' } }, refused)).toMatchObject({
    title: 'Failed to track mood',
    description: 'Please try again later.',
  });
  expect(await fail({ errorToast: 'Failed to add task' }, new Error('network'))).toMatchObject({
    title: 'Error',
    description: 'Failed to add task',
  });
});

test('a failure that is not the server speaking asks to try again', async () => {
  expect(await fail({ errorToast: { title: 'The action was not taken' } }, new Error('boom'))).toMatchObject({
    title: 'The action was not taken',
    description: 'Please try again.',
  });
});
