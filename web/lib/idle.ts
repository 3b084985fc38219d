// When the browser is idle (at most `timeout` ms from now). Safari has no requestIdleCallback: there it
// is a plain timer. Answers a function that cancels it.
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, Math.min(timeout, 200));
  return () => clearTimeout(id);
}
