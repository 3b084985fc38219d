import { describe, expect, it } from 'vitest';
import { nextLinkOf, pathOf, queryStringOf } from './endpoint';

describe('endpoint addresses', () => {
  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(pathOf('/api/videos/:id/comments', { id: 7 })).toBe('/api/videos/7/comments');
    expect(pathOf('/api/x/:name', { name: 'a/b c' })).toBe('/api/x/a%2Fb%20c');
    expect(() => pathOf('/api/videos/:id/like', {})).toThrow(/missing the 'id' parameter/);
  });

  it('writes the query string, leaving out what is not set', () => {
    expect(queryStringOf(undefined)).toBe('');
    expect(queryStringOf({ limit: 10, cursor: undefined })).toBe('?limit=10');
    expect(queryStringOf({ month: '2026-11', q: 'a&b' })).toBe('?month=2026-11&q=a%26b');
  });

  it("reads the next page's address from a Link header", () => {
    expect(nextLinkOf('</api/videos?limit=2&cursor=abc>; rel="next"')).toBe('/api/videos?limit=2&cursor=abc');
    expect(nextLinkOf('</a>; rel="prev", </b>; rel="next"')).toBe('/b');
    expect(nextLinkOf(null)).toBeNull();
    expect(nextLinkOf('</a>; rel="prev"')).toBeNull();
  });
});
