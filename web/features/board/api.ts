// Boost Board's calls (SPEC §7 /api/projects/1, /api/columns, /api/tasks; issue 36's boards shared with
// classmates): query keys, queries and mutations with SPEC §8's toasts. Every key is under
// boardKeys.all, which the live event `changed {area: 'board'}` marks out of date (web/app/events.ts).
// The cache holds what the server answered only: the screen shows the samples when my first board or
// its columns cannot be read (SPEC §8, withSamples in board-page.tsx); a real column whose tasks fail to
// load says so and offers Retry. Words about hurting oneself written on a board are kept for their writer
// and the care team, and the answer's `care` brings the care card above the board (web/lib/care-offer.ts). This file is part of the app's first chunk (the screen's first reads
// start with the session): issue 36's other calls are in ./sharing-api.ts, loaded with their dialogs.
import { type QueryClient, queryOptions, useIsFetching, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Column, CreateTaskInput, Project, Task, UpdateTaskInput } from '../../../contract/board';
import { PROJECT_ID } from '../../../contract/board-rules';
import { call, callPage } from '../../lib/api';
import { offerCareFor } from '../../lib/care-offer';
import { boardApi } from '../../lib/endpoints';
import { type Place, moveBetween } from './move';

export const boardKeys = {
  all: ['board'] as const,
  /** The switcher's list: my boards and the ones I joined. */
  projects: () => [...boardKeys.all, 'projects'] as const,
  project: (id: number) => [...boardKeys.all, 'project', id] as const,
  columns: (id: number) => [...boardKeys.all, 'columns', id] as const,
  tasks: (columnId: number) => [...boardKeys.all, 'tasks', columnId] as const,
  /** A board's open invite codes (its owner's). */
  invites: (id: number) => [...boardKeys.all, 'invites', id] as const,
  /** The first page of all a board's tasks: only to fill the columns' own queries (prefetchBoard). */
  firstTasks: (id: number) => [...boardKeys.all, 'first-tasks', id] as const,
};

/** The board an address asks for (`?board=7`): my own first board (1) unless it names another. */
export function boardIdOf(search: URLSearchParams): number {
  const id = Number(search.get('board'));
  return Number.isInteger(id) && id > 0 ? id : PROJECT_ID;
}

/** The address of a board: 1 is the plain /boost-board (SPEC's one route). */
export const boardHref = (id: number) => (id === PROJECT_ID ? '/boost-board' : `/boost-board?board=${id}`);

export const projectQuery = (id: number) =>
  queryOptions<Project>({ queryKey: boardKeys.project(id), queryFn: () => call(boardApi.project, { params: { id } }) });

/** Left to right. A board holds at most 12 columns: one page. */
export const columnsQuery = (id: number) =>
  queryOptions<Column[]>({
    queryKey: boardKeys.columns(id),
    queryFn: async () => (await callPage(boardApi.columns, { params: { id } })).items,
  });

/** Top to bottom. A column holds at most 100 tasks: one page. */
export const tasksQuery = (columnId: number) =>
  queryOptions<Task[]>({
    queryKey: boardKeys.tasks(columnId),
    queryFn: async () => (await callPage(boardApi.tasks, { params: { id: columnId } })).items,
  });

/**
 * False while a board's first read of all its tasks is on its way (prefetchBoard): the columns' own
 * reads wait for it, since it fills them, rather than each asking the server for the same tasks (one
 * more round trip before the board draws, whenever the columns came back before the tasks).
 */
export const useFirstTasksSettled = () => useIsFetching({ queryKey: [...boardKeys.all, 'first-tasks'] }) === 0;

const refreshTasks = (client: QueryClient, ...columnIds: number[]) =>
  Promise.all([...new Set(columnIds)].map((id) => client.invalidateQueries({ queryKey: boardKeys.tasks(id) })));

export function useRenameProject(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => call(boardApi.renameProject, { params: { id }, body: { title } }),
    onSuccess: ({ care, ...project }) => {
      offerCareFor({ care });
      client.setQueryData(boardKeys.project(id), project);
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
      return client.invalidateQueries({ queryKey: boardKeys.columns(id) });
    },
    meta: { errorToast: 'Failed to add column', successToast: { title: 'Success', description: 'Column added successfully' } },
  });
}

export function useRenameColumn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => call(boardApi.updateColumn, { params: { id }, body: { title } }),
    onSuccess: (column) => {
      offerCareFor(column);
      return client.invalidateQueries({ queryKey: boardKeys.columns(column.projectId) });
    },
    meta: { errorToast: 'Failed to rename column', successToast: { title: 'Column renamed' } },
  });
}

export function useDeleteColumn(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(boardApi.deleteColumn, { params: { id } }),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: boardKeys.tasks(id) });
      return client.invalidateQueries({ queryKey: boardKeys.columns(projectId) });
    },
    meta: { errorToast: 'Failed to delete column', successToast: { title: 'Column deleted' } },
  });
}

/** SPEC §7: the title, columnId, and the order (the column's current task count). */
export function useAddTask(columnId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTaskInput) => call(boardApi.createTask, { params: { id: columnId }, body: { columnId, ...body } }),
    onSuccess: (task) => {
      offerCareFor(task);
      return refreshTasks(client, columnId);
    },
    meta: { errorToast: 'Failed to add task', successToast: { title: 'Success', description: 'Task added successfully' } },
  });
}

export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTaskInput & { id: number }) => call(boardApi.updateTask, { params: { id }, body }),
    onSuccess: (task) => {
      offerCareFor(task);
      return refreshTasks(client, task.columnId);
    },
    meta: { errorToast: 'Failed to update task', successToast: { title: 'Task updated' } },
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return (task: Task) => call(boardApi.deleteTask, { params: { id: task.id } }).then(() => refreshTasks(client, task.columnId));
}

export interface MoveInput {
  task: Task;
  /** The destination column and the index in its whole list (the task itself left out). */
  to: Place;
}

const MOVE_KEY = [...boardKeys.all, 'move'] as const;
/** Columns whose lists a settled move changed, read again once no move is on its way. */
const touched = new Set<number>();

/**
 * SPEC §4: the board updates at once (both lists renumbered from 0), the server is told, and the
 * source and destination lists are read again, so after a failure the board shows what the server
 * holds, with 'Failed to move task'. Quick moves in a row are each shown at once; the lists are read
 * again after the last of them, so an early answer never puts a card back while a later move is on its way.
 */
export function useMoveTask() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ task, to }: MoveInput) =>
      call(boardApi.moveTask, { params: { id: task.id }, body: { columnId: to.columnId, order: to.index } }),
    onMutate: async ({ task, to }: MoveInput) => {
      await Promise.all([
        client.cancelQueries({ queryKey: boardKeys.tasks(task.columnId) }),
        client.cancelQueries({ queryKey: boardKeys.tasks(to.columnId) }),
      ]);
      const source = client.getQueryData<Task[]>(boardKeys.tasks(task.columnId)) ?? [];
      const destination = client.getQueryData<Task[]>(boardKeys.tasks(to.columnId)) ?? [];
      // Found by id now, after the wait: the list may have changed since the move was asked for.
      const index = source.findIndex((t) => t.id === task.id);
      if (index < 0) return;
      const moved = moveBetween(source, destination, { columnId: task.columnId, index }, to);
      client.setQueryData(boardKeys.tasks(task.columnId), moved.source);
      client.setQueryData(boardKeys.tasks(to.columnId), moved.destination);
    },
    onSettled: (_task, _error, { task, to }) => {
      touched.add(task.columnId).add(to.columnId);
      if (client.isMutating({ mutationKey: MOVE_KEY }) > 1) return undefined;
      const columns = [...touched];
      touched.clear();
      return refreshTasks(client, ...columns);
    },
    meta: { errorToast: 'Failed to move task' },
  });
}

/**
 * The screen's first reads (web/app/registry.tsx starts them while the screen's code loads): the
 * board the address asks for (1 by default), its columns and the first page of all its tasks side by
 * side (the id is in the address, so nothing need wait for the project; the screen shows the columns
 * only once the project has come, as SPEC §7 orders). A column whose tasks all came in that page is
 * filled from it; any other reads its own.
 */
export async function prefetchBoard(client: QueryClient, search: URLSearchParams = new URLSearchParams()): Promise<unknown> {
  const id = boardIdOf(search);
  // A failed read stays in the cache as an error (the screen then shows the samples): nothing to fill.
  const [project, list, tasks] = await Promise.all([
    client.fetchQuery(projectQuery(id)).catch(() => null),
    client.fetchQuery(columnsQuery(id)).catch(() => null),
    // A query, so that the two callers (web/app/auth-gate.tsx) share one read.
    client
      .fetchQuery({
        queryKey: boardKeys.firstTasks(id),
        queryFn: () => callPage(boardApi.boardTasks, { params: { id } }),
        staleTime: 5_000,
      })
      .catch(() => null),
  ]);
  if (project === null || list === null) return undefined;
  // The page goes column by column: it holds all of a column's tasks unless it stops inside that column.
  const stoppedAt = tasks?.next ? list.findIndex((c) => c.id === tasks.items.at(-1)?.columnId) : list.length;
  return Promise.all(
    list.map((column, i) => {
      if (tasks === null || i >= stoppedAt || stoppedAt < 0) return client.prefetchQuery(tasksQuery(column.id));
      if (client.getQueryData(boardKeys.tasks(column.id)) === undefined) {
        // not a refresh: the first load's fill (without it each column reads its own tasks, and the board looks the same)
        client.setQueryData(
          boardKeys.tasks(column.id),
          tasks.items.filter((t) => t.columnId === column.id),
        );
      }
      return undefined;
    }),
  );
}
