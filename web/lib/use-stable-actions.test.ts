// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useStableActions } from './use-stable-actions';

test('the actions keep their identity and call the latest handlers', () => {
  const calls: string[] = [];
  const { result, rerender } = renderHook(({ name }) => useStableActions({ greet: (to: string) => calls.push(`${name} greets ${to}`) }), {
    initialProps: { name: 'Kai' },
  });
  const first = result.current;
  first.greet('Ana');
  rerender({ name: 'Jo' });
  expect(result.current).toBe(first);
  expect(result.current.greet).toBe(first.greet);
  first.greet('Ana');
  expect(calls).toEqual(['Kai greets Ana', 'Jo greets Ana']);
});
