// SPEC §2 Reflections: newest first, each with its mood badge, date and content, and SPEC's empty
// text. Beyond SPEC: edit, and delete with Undo.
import { useInfiniteQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { Goal } from '../../../contract/goals';
import { formatMediumDate } from '../../lib/format';
import { deleteWithUndo, useHiddenByUndo } from '../../lib/undo';
import { Button } from '../../ui/button';
import { ItemMenu } from '../../ui/item-menu';
import { QueryView } from '../../ui/query-view';
import { reflectionsQuery } from './queries';
import { useDeleteReflection } from './mutations';
import type { Open } from './goals-page';
import { MoodBadge } from './mood';

export function ReflectionsTab({ goal, onOpen }: { goal: Goal; onOpen(open: Open): void }) {
  const reflections = useInfiniteQuery(reflectionsQuery(goal.id));
  const remove = useDeleteReflection(goal.id);
  const hidden = useHiddenByUndo();
  const all = reflections.data?.pages.flatMap((p) => p.items).filter((r) => !hidden.has(`reflection:${r.id}`));
  const list = { ...reflections, data: all };

  return (
    <div className="grid gap-3">
      <Button onClick={() => onOpen({ kind: 'reflection', goalId: goal.id })}>
        <Plus aria-hidden className="h-4 w-4" /> Add Reflection
      </Button>
      <QueryView query={list} what="reflections" empty="No reflections yet. Write down your thoughts on your progress!">
        {(items) => (
          <ul className="grid gap-2 lg:grid-cols-2">
            {items.map((r) => (
              <li key={r.id} className="rounded-card border border-line bg-surface p-3">
                <div className="flex items-start gap-2">
                  <p className="flex min-w-0 flex-1 flex-wrap items-center gap-2 text-xs text-muted">
                    <MoodBadge mood={r.mood} />
                    <time dateTime={r.createdAt}>{formatMediumDate(r.createdAt)}</time>
                    {r.updatedAt && <span>Edited</span>}
                  </p>
                  <ItemMenu
                    label={`Actions for the reflection of ${formatMediumDate(r.createdAt)}: ${r.content.slice(0, 40)}`}
                    className="-mr-2 -mt-2"
                    items={[
                      { label: 'Edit', icon: Pencil, onSelect: () => onOpen({ kind: 'reflection', goalId: goal.id, reflection: r }) },
                      {
                        label: 'Delete',
                        icon: Trash2,
                        danger: true,
                        onSelect: () =>
                          deleteWithUndo({
                            key: `reflection:${r.id}`,
                            title: 'Reflection deleted',
                            description: r.content.slice(0, 80),
                            commit: () => remove(r.id),
                          }),
                      },
                    ]}
                  />
                </div>
                <p className="mt-1 whitespace-pre-wrap break-words text-sm">{r.content}</p>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {reflections.hasNextPage && (
        <Button variant="outline" disabled={reflections.isFetchingNextPage} onClick={() => void reflections.fetchNextPage()}>
          {reflections.isFetchingNextPage ? 'Loading...' : 'Show more reflections'}
        </Button>
      )}
    </div>
  );
}
