// Issue 51: the development corpus (server/social/corpus/dev) through every surface's real route. Each
// case's outcome (published, care, held, refused) must be the one the text filter gives the same words
// on that surface (screenText with the route's fields and options, screenName for names): every route
// honours the filter's verdict. Whether those verdicts meet the expectations is the filter's own unit
// test's to say; the held-out figures are `npm run bench`'s.
// Each case goes through SPREAD of the surfaces its kind is measured on, in turn, so that every surface
// meets an even share of every kind and the time grows with the set, not with the set times twelve
// (names go through both name surfaces, mentor replies through the mentor's). RISE_CORPUS_FULL=1 sends
// every case through every surface (minutes; the bench does the same for its figures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaseResult, HarnessError, SURFACES, type Surface, createHarness, loadCorpus, runCorpus } from './corpus/surfaces';
import { type TestApp, createTestApp } from '../test/app';

const SPREAD = process.env.RISE_CORPUS_FULL === '1' ? undefined : 1;

let t: TestApp;
const results = new Map<Surface, (CaseResult & { predicted: string })[]>();

beforeAll(async () => {
  t = await createTestApp();
  const harness = createHarness(t);
  for (const r of await runCorpus(harness, loadCorpus('dev'), { concurrency: 4, spread: SPREAD })) {
    const predicted = await harness.predict(r.surface, r.text);
    const list = results.get(r.surface) ?? [];
    list.push({ ...r, predicted });
    results.set(r.surface, list);
  }
}, 600_000);
afterAll(() => t.close());

describe('the development corpus through every surface', () => {
  it.each(SURFACES)('%s answers what the filter decides', (surface) => {
    const cases = results.get(surface) ?? [];
    const errors = cases
      .filter((c) => c.outcome instanceof HarnessError)
      .map((c) => ({ kind: c.kind, text: c.text, error: `${String(c.outcome)}: ${(c.outcome as HarnessError).body}` }));
    expect(errors).toEqual([]);
    const sent = cases.filter((c) => c.outcome !== 'skipped');
    // Most surfaces take nearly every case; names take the short ones.
    expect(sent.length).toBeGreaterThan(0);
    const differing = sent
      .filter((c) => c.outcome !== c.predicted)
      .map((c) => ({ kind: c.kind, text: c.text, route: c.outcome, filter: c.predicted }));
    expect(differing).toEqual([]);
  });
});
