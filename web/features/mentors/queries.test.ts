// The deck's prefetch fetches the portrait of the card the deck opens at (its largest paint), beside the
// screen's code: the same card the page opens at (deckStart).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mentor } from '../../../contract/mentors';
import { deckStart, prefetchMentors } from './queries';

const mentor = (id: number, status: Mentor['status']): Mentor => ({
  id,
  name: `Mentor ${id}`,
  title: 'Coach',
  bio: '',
  imageUrl: `/assets/mentors/m${id}.svg`,
  tags: [],
  availability: '',
  userId: null,
  acceptingMentees: true,
  status,
});
const DECK = [mentor(1, 'matched'), mentor(2, 'rejected'), mentor(3, 'none'), mentor(4, 'none')];

describe('deckStart', () => {
  it('opens at the linked mentor, else the first not chosen about, else the first', () => {
    expect(deckStart(DECK, 4)).toBe(3);
    expect(deckStart(DECK, 99)).toBe(2);
    expect(deckStart(DECK, null)).toBe(2);
    expect(deckStart([mentor(1, 'matched'), mentor(2, 'rejected')], null)).toBe(0);
    expect(deckStart([], null)).toBe(0);
  });
});

describe('prefetchMentors', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function portraitsFetched(search: string, deck: Mentor[] | null) {
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(url: string) {
          images.push(url);
        }
      },
    );
    // The app's fetch notes what it learns of the connection (web/lib/api.ts).
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', async (url: string) =>
      deck === null || url !== '/api/mentors'
        ? new Response(deck === null ? '{"status":500}' : '[]', { status: deck === null ? 500 : 200 })
        : Response.json(deck),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchMentors(client, new URLSearchParams(search));
    return images;
  }

  it("fetches the opening card's portrait once the deck has come", async () => {
    expect(await portraitsFetched('', DECK)).toEqual(['/assets/mentors/m3.svg']);
    expect(await portraitsFetched('m=4', DECK)).toEqual(['/assets/mentors/m4.svg']);
  });

  it('fetches none when the deck is empty or cannot be read', async () => {
    expect(await portraitsFetched('', [])).toEqual([]);
    expect(await portraitsFetched('', null)).toEqual([]);
  });
});
