// A like answers the tap at once and, when the server refuses, goes back to what it showed before
// (useLikes, web/lib/like.ts): a heart left filled after a failed like would be a number that is not true.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { LikeResult } from '../../contract/social';
import { ApiError } from '../lib/api';
import { type Likeable, useLikes } from '../lib/like';
import { createQueryClient } from '../lib/query-client';
import { LikeButton } from './like-button';

function Liked({ item, send, onLiked }: { item: Likeable; send(id: number, like: boolean): Promise<LikeResult>; onLiked(): void }) {
  const likes = useLikes({ send, onLiked, errorToast: 'Failed to like' });
  const like = likes.of(item);
  return (
    <LikeButton
      like={like}
      label={`Like, ${like.likes} likes`}
      onToggle={() => likes.toggle(item)}
      className=""
      iconClassName=""
      likedClassName=""
      withCount
    />
  );
}

test('a like shows at once, waits for the server, and goes back to what it was when the server refuses', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const user = userEvent.setup();
  let refuse!: (error: unknown) => void;
  const send = vi.fn(() => new Promise<LikeResult>((_yes, no) => (refuse = no)));
  const onLiked = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Liked item={{ id: 7, liked: false, likes: 3 }} send={send} onLiked={onLiked} />
    </QueryClientProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Like, 3 likes' }));
  const waiting = screen.getByRole('button', { name: 'Like, 4 likes' });
  expect(waiting).toHaveAttribute('aria-pressed', 'true');
  expect(waiting).toHaveAttribute('aria-disabled', 'true');
  expect(send).toHaveBeenCalledWith(7, true);
  await act(async () => refuse(new ApiError(500, '500: {}')));
  const back = screen.getByRole('button', { name: 'Like, 3 likes' });
  expect(back).toHaveAttribute('aria-pressed', 'false');
  expect(back).toHaveAttribute('aria-disabled', 'false');
  expect(onLiked).not.toHaveBeenCalled();
});
