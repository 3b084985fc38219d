// A mentor thread's pages as the cache keeps them (newest first, issue 53) and as the screen reads them.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type ThreadPages, keepNewestPage, oldestFirst, withNewest } from './thread-pages';

const line = (id: number) => ({ id, text: `Line ${id}` });
/** Two pages as the server answered them: 6 to 4, then 3 to 1. */
const pages = (): ThreadPages<{ id: number; text: string }> => ({
  pages: [
    { items: [line(6), line(5), line(4)], next: '/api/mentors/1/messages?cursor=a' },
    { items: [line(3), line(2), line(1)], next: null },
  ],
  pageParams: [null, '/api/mentors/1/messages?cursor=a'],
});

describe('a thread read newest first', () => {
  it('reads oldest at the top, each line once', () => {
    expect(oldestFirst(pages()).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const shifted = pages();
    shifted.pages[1]!.items.unshift(line(4));
    expect(oldestFirst(shifted).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('puts a line just sent at the top of the newest page, once', () => {
    const sent = withNewest(pages(), line(7))!;
    expect(sent.pages[0]!.items.map((m) => m.id)).toEqual([7, 6, 5, 4]);
    expect(sent.pages[0]!.next).toBe('/api/mentors/1/messages?cursor=a');
    expect(oldestFirst(sent).at(-1)!.id).toBe(7);
    expect(withNewest(sent, line(7))).toBe(sent);
    expect(withNewest(undefined, line(7))).toBeUndefined();
  });

  it('keeps only the newest page of a closed thread', () => {
    const client = new QueryClient();
    client.setQueryData(['mentors', 'thread', 1], pages());
    keepNewestPage(client, ['mentors', 'thread', 1]);
    const kept = client.getQueryData<ThreadPages<{ id: number }>>(['mentors', 'thread', 1])!;
    expect(kept.pages.map((p) => p.items.map((m) => m.id))).toEqual([[6, 5, 4]]);
    expect(kept.pageParams).toEqual([null]);
  });
});
