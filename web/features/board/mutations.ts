// Boost Board's writes, with SPEC §8's toasts: each updates or reads again the board's one cache entry.
// Words about hurting oneself written on a board are kept for their writer and the care team, and the
// answer's `care` brings the care card above the board (web/lib/care-offer.ts). Issue 36's calls about
// boards, members and invites are in ./sharing-api.ts.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board, CreateTaskInput, Task, UpdateTaskInput } from '../../../contract/board';
import { call } from '../../lib/api';
import { offerCareFor } from '../../lib/care-offer';
import { boardApi } from '../../lib/endpoints';
import { type Place, moveBetween } from './move';
import { boardKeys } from './queries';

/** Reads the board again (after a write), and waits for it. */
const refresh = (client: QueryClient, id: number) => client.invalidateQueries({ queryKey: boardKeys.board(id) });

export function useRenameProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => call(boardApi.renameProject, { params: { id }, body: { title } }),
    onSuccess: ({ care, ...project }) => {
      offerCareFor({ care });
      client.setQueryData<Board>(boardKeys.board(id), (board) => board && { ...board, project });
      return client.invalidateQueries({ queryKey: boardKeys.projects() });
    },
    meta: { errorToast: 'Failed to rename project', successToast: { title: 'Project renamed' } },
  });
}

/** SPEC §7: the projectId (1 for my first board), the title, and the order (the current column count). */
export function useAddColumn(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ title, order }: { title: string; order: number }) =>
      call(boardApi.createColumn, { params: { id }, body: { projectId: id, title, order } }),
    onSuccess: (column) => {
      offerCareFor(column);
      return refresh(client, id);
    },
    meta: { errorToast: 'Failed to add column', successToast: { title: 'Success', description: 'Column added successfully' } },
  });
}

export function useRenameColumn(boardId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => call(boardApi.updateColumn, { params: { id }, body: { title } }),
    onSuccess: (column) => {
      offerCareFor(column);
      return refresh(client, boardId);
    },
    meta: { errorToast: 'Failed to rename column', successToast: { title: 'Column renamed' } },
  });
}

export function useDeleteColumn(boardId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(boardApi.deleteColumn, { params: { id } }),
    onSuccess: () => refresh(client, boardId),
    meta: { errorToast: 'Failed to delete column', successToast: { title: 'Column deleted' } },
  });
}

/** SPEC §7: the title, columnId, and the order (the column's current task count). */
export function useAddTask(boardId: number, columnId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskInput) => call(boardApi.createTask, { params: { id: columnId }, body: { columnId, ...body } }),
    onSuccess: (task) => {
      offerCareFor(task);
      return refresh(client, boardId);
    },
    meta: { errorToast: 'Failed to add task', successToast: { title: 'Success', description: 'Task added successfully' } },
  });
}

export function useUpdateTask(boardId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTaskInput & { id: number }) => call(boardApi.updateTask, { params: { id }, body }),
    onSuccess: (task) => {
      offerCareFor(task);
      return refresh(client, boardId);
    },
    meta: { errorToast: 'Failed to update task', successToast: { title: 'Task updated' } },
  });
}

export function useDeleteTask(boardId: number) {
  const client = useQueryClient();
  return (task: Task) => call(boardApi.deleteTask, { params: { id: task.id } }).then(() => refresh(client, boardId));
}

export interface MoveInput {
  task: Task;
  /** The destination column and the index in its whole list (the task itself left out). */
  to: Place;
}

const MOVE_KEY = [...boardKeys.all, 'move'] as const;

/**
 * SPEC §4: the board updates at once (both lists renumbered from 0), the server is told, and the board
 * (with the source and destination lists) is read again, so after a failure it shows what the server
 * holds, with 'Failed to move task'. Quick moves in a row are each shown at once; the board is read
 * again after the last of them, so an early answer never puts a card back while a later move is on its
 * way. The move shows before this returns (a read on its way is called off first): a drop that stops
 * showing its own preview draws the card where it landed, never for a frame where it was.
 */
export function useMoveTask(boardId: number) {
  const client = useQueryClient();
  const key = boardKeys.board(boardId);
  const { mutate } = useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ task, to }: MoveInput) =>
      call(boardApi.moveTask, { params: { id: task.id }, body: { columnId: to.columnId, order: to.index } }),
    onSettled: () => (client.isMutating({ mutationKey: MOVE_KEY }) > 1 ? undefined : refresh(client, boardId)),
    meta: { errorToast: 'Failed to move task' },
  });
  return (input: MoveInput) => {
    const { task, to } = input;
    void client.cancelQueries({ queryKey: key });
    client.setQueryData<Board>(key, (board) => {
      const tasksOf = (id: number) => board?.columns.find((c) => c.id === id)?.tasks ?? [];
      const index = tasksOf(task.columnId).findIndex((t) => t.id === task.id);
      if (!board || index < 0) return board;
      const moved = moveBetween(tasksOf(task.columnId), tasksOf(to.columnId), { columnId: task.columnId, index }, to);
      const columns = board.columns.map((c) =>
        c.id === to.columnId ? { ...c, tasks: moved.destination } : c.id === task.columnId ? { ...c, tasks: moved.source } : c,
      );
      return { ...board, columns };
    });
    mutate(input);
  };
}
