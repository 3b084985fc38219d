// Boost Board's reads (SPEC §7 /api/projects/1, /api/columns, /api/tasks; issue 36's boards shared with
// classmates): query keys and the board's one read. The screen reads a board as one cache entry
// (boardKeys.board: GET /api/projects/:id/board, the project, its columns and their tasks), the route's
// first read. Every key is under boardKeys.all, which the live event `changed {area: 'board'}` marks out
// of date (web/app/events.ts). The cache holds what the server answered only: the screen shows the
// samples when my first board cannot be read (SPEC §8, withSamples in board-page.tsx).
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Board } from '../../../contract/board';
import { PROJECT_ID } from '../../../contract/board-rules';
import { call } from '../../lib/api';
import { boardApi } from '../../lib/endpoints';

export const boardKeys = {
  all: ['board'] as const,
  /** The switcher's list: my boards and the ones I joined. */
  projects: () => [...boardKeys.all, 'projects'] as const,
  /** A whole board: its project, columns and tasks, by the id I know it by. */
  board: (id: number) => [...boardKeys.all, 'board', id] as const,
  /** A board's open invite codes (its owner's). */
  invites: (id: number) => [...boardKeys.all, 'invites', id] as const,
};

/** The board an address asks for (`?board=7`): my own first board (1) unless it names another. */
export function boardIdOf(search: URLSearchParams): number {
  const id = Number(search.get('board'));
  return Number.isInteger(id) && id > 0 ? id : PROJECT_ID;
}

/** The address of a board: 1 is the plain /boost-board (SPEC's one route). */
export const boardHref = (id: number) => (id === PROJECT_ID ? '/boost-board' : `/boost-board?board=${id}`);

/** At most 12 columns of at most 100 tasks: one answer. */
export const boardQuery = (id: number) =>
  queryOptions<Board>({ queryKey: boardKeys.board(id), queryFn: () => call(boardApi.board, { params: { id } }) });

/**
 * The screen's first read (web/app/registry.tsx starts it while the screen's code loads): the board the
 * address asks for (1 by default). A failure stays in the cache as the read's error (the screen then
 * shows the samples, or says so).
 */
export const prefetchBoard = (client: QueryClient, search = new URLSearchParams()) => client.prefetchQuery(boardQuery(boardIdOf(search)));
