import { describe, expect, it } from 'vitest';
import { type ShownLike, sameItemWithLike, toggled } from './like';

const like = (liked: boolean, likes: number, pending = false): ShownLike => ({ liked, likes, pending });

describe('sameItemWithLike (a memoised list item draws again only when what it shows changed)', () => {
  const actions = { onLike() {} };
  const video = { id: 1 };
  it('takes a new like object that shows the same as the same', () => {
    expect(sameItemWithLike({ video, actions, like: like(false, 3) }, { video, actions, like: like(false, 3) })).toBe(true);
  });
  it('sees a like that shows differently: liked, its count, or waiting on the server', () => {
    const before = { video, actions, like: like(false, 3) };
    expect(sameItemWithLike(before, { ...before, like: like(true, 4) })).toBe(false);
    expect(sameItemWithLike(before, { ...before, like: like(false, 2) })).toBe(false);
    expect(sameItemWithLike(before, { ...before, like: like(false, 3, true) })).toBe(false);
  });
  it('compares every other prop by identity, one given on one side only too', () => {
    const before: { video: object; like: ShownLike; near?: boolean } = { video, like: like(false, 3) };
    expect(sameItemWithLike(before, { ...before, video: { id: 1 } })).toBe(false);
    expect(sameItemWithLike(before, { ...before, near: true })).toBe(false);
    expect(sameItemWithLike({ ...before, near: true }, before)).toBe(false);
  });
});

describe('toggled', () => {
  it('is one up or down, never below 0', () => {
    expect(toggled({ liked: false, likes: 0 })).toEqual({ liked: true, likes: 1 });
    expect(toggled({ liked: true, likes: 0 })).toEqual({ liked: false, likes: 0 });
  });
});
