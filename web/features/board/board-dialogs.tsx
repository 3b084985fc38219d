// Boost Board's dialogs: edit a card (title, description, tag and colour, due date, assignee), move a
// card to a column and position ("Move to...", for anyone who cannot drag: WCAG 2.5.7), rename the
// project or a column, and confirm deleting a column (saying how many tasks go with it). Forms are
// checked here for what a person can get wrong in them (a blank title; the fields' lengths are held by
// the fields themselves), and the server's answer shows by its fields; without the contract's schemas,
// so this file stays small.
import { type FormEvent, useState } from 'react';
import type { Column, Member, Task } from '../../../contract/board';
import { BOARD_LIMITS, TAG_COLORS, type TagColorName } from '../../../contract/board-rules';
import { type FormErrors, useForm } from '../../lib/form';
import { ChoiceChips } from '../../ui/choice-chips';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import { useRenameColumn, useRenameProject, useUpdateTask } from './mutations';
import type { Open, SharingOpen } from './board-page';
import { TAG_COLOR_NAMES, tagColorName } from './labels';

/** A title's message when it is blank (the server trims it and says the same). */
const blankTitle = (title: string, what: string): FormErrors => (title.trim() ? {} : { title: `Give the ${what} a title.` });

export interface BoardDialogsProps {
  open: Exclude<NonNullable<Open>, SharingOpen>;
  boardId: number;
  columns: readonly Column[];
  members: readonly Member[];
  /** A column's tasks as the board shows them. */
  tasksOf(columnId: number): Task[];
  onMove(task: Task, columnId: number, index: number): void;
  onDeleteColumn(column: Column): void;
  onClose(): void;
}

export function BoardDialogs({ open, boardId, columns, members, tasksOf, onMove, onDeleteColumn, onClose }: BoardDialogsProps) {
  switch (open.kind) {
    case 'task':
      return <TaskDialog boardId={boardId} task={open.task} members={members} onClose={onClose} />;
    case 'move':
      return <MoveDialog task={open.task} columns={columns} tasksOf={tasksOf} onMove={onMove} onClose={onClose} />;
    case 'rename-project':
      return <RenameProjectDialog boardId={boardId} title={open.title} onClose={onClose} />;
    case 'rename-column':
      return <RenameColumnDialog boardId={boardId} column={open.column} onClose={onClose} />;
    case 'delete-column':
      return <DeleteColumnDialog column={open.column} taskCount={open.taskCount} onDelete={onDeleteColumn} onClose={onClose} />;
  }
}

const COLOR_LABELS: Record<TagColorName, string> = {
  blue: 'Blue',
  purple: 'Purple',
  pink: 'Pink',
  red: 'Red',
  orange: 'Orange',
  green: 'Green',
  teal: 'Teal',
  gray: 'Gray',
};

function TaskDialog({ boardId, task, members, onClose }: { boardId: number; task: Task; members: readonly Member[]; onClose(): void }) {
  const update = useUpdateTask(boardId);
  const form = useForm();
  const { errors } = form;
  const [description, setDescription] = useState(task.description ?? '');
  const [color, setColor] = useState<TagColorName>(tagColorName(task.tagColor) ?? 'blue');

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const assignee = String(data.get('assignedTo') ?? '');
    const fields = {
      title: String(data.get('title')),
      description: description.trim() ? description : null,
      tag: String(data.get('tag') ?? '').trim() || null,
      tagColor: null as string | null,
      dueDate: String(data.get('dueDate') ?? '') || null,
      assignedTo: assignee ? Number(assignee) : null,
    };
    if (fields.tag) fields.tagColor = TAG_COLORS[color];
    const problems = blankTitle(fields.title, 'task');
    form.setErrors(problems);
    // The field that needs another look takes focus, which also scrolls it into view in a tall sheet.
    if (problems.title) (event.currentTarget.elements.namedItem('title') as HTMLInputElement | null)?.focus();
    else form.save(() => update.mutateAsync({ id: task.id, ...fields }), onClose);
  }

  return (
    <Dialog onClose={onClose} title="Edit Task">
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <TextField label="Title" name="title" required maxLength={BOARD_LIMITS.taskTitle} defaultValue={task.title} error={errors.title} />
        <TextAreaField
          label="Description"
          hint="Optional"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={BOARD_LIMITS.taskDescription}
          rows={3}
          error={errors.description}
        />
        <TextField
          label="Tag"
          name="tag"
          hint="Optional: a word or two, such as Research"
          maxLength={BOARD_LIMITS.tag}
          defaultValue={task.tag ?? ''}
          error={errors.tag}
        />
        <ChoiceChips<TagColorName>
          legend="Tag colour"
          name="tagColor"
          value={color}
          onChange={setColor}
          choices={TAG_COLOR_NAMES.map((name) => ({ value: name, label: COLOR_LABELS[name], swatch: TAG_COLORS[name] }))}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Due date" name="dueDate" type="date" hint="Optional" defaultValue={task.dueDate ?? ''} error={errors.dueDate} />
          <SelectField
            label="Assigned to"
            name="assignedTo"
            defaultValue={task.assignedTo === null ? '' : String(task.assignedTo)}
            options={[['', 'Nobody'], ...members.map((m) => [String(m.userId), m.displayName] as const)]}
            error={errors.assignedTo}
          />
        </div>
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">Save Changes</SubmitButton>
      </Form>
    </Dialog>
  );
}

function MoveDialog({
  task,
  columns,
  tasksOf,
  onMove,
  onClose,
}: {
  task: Task;
  columns: readonly Column[];
  tasksOf(columnId: number): Task[];
  onMove(task: Task, columnId: number, index: number): void;
  onClose(): void;
}) {
  const [columnId, setColumnId] = useState(task.columnId);
  // The places in the chosen column: each gap between its other tasks, top to bottom.
  const others = tasksOf(columnId).filter((t) => t.id !== task.id);
  const current = tasksOf(task.columnId).findIndex((t) => t.id === task.id);
  const [position, setPosition] = useState(Math.max(current, 0));
  const form = useForm();
  const places = others.length + 1;
  const chosen = Math.min(position, places - 1);

  function submit() {
    onMove(task, columnId, chosen);
    onClose();
  }

  return (
    <Dialog onClose={onClose} title="Move Task" description={task.title}>
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <SelectField
          label="Column"
          value={String(columnId)}
          onChange={(e) => {
            const next = Number(e.target.value);
            setColumnId(next);
            // Into another column, the top by default; back home, where it was.
            setPosition(next === task.columnId ? Math.max(current, 0) : 0);
          }}
          options={columns.map((c) => [String(c.id), c.title] as const)}
        />
        <SelectField
          label="Position"
          value={String(chosen)}
          onChange={(e) => setPosition(Number(e.target.value))}
          options={Array.from(
            { length: places },
            (_, i) => [String(i), i === 0 ? `1 (top)` : i === places - 1 ? `${i + 1} (bottom)` : String(i + 1)] as const,
          )}
        />
        <SubmitButton pendingLabel="Move">Move</SubmitButton>
      </Form>
    </Dialog>
  );
}

/** Renames the project or a column: one title field, the same way for both. */
function RenameDialog({
  what,
  current,
  maxLength,
  rename,
  onClose,
}: {
  what: 'project' | 'column';
  current: string;
  maxLength: number;
  /** Sends the new title; resolves when it is saved. */
  rename(title: string): Promise<unknown>;
  onClose(): void;
}) {
  const form = useForm();
  const name = what === 'project' ? 'Project' : 'Column';
  function submit(event: FormEvent<HTMLFormElement>) {
    const title = String(new FormData(event.currentTarget).get('title'));
    const problems = blankTitle(title, what);
    form.setErrors(problems);
    if (problems.title) (event.currentTarget.elements.namedItem('title') as HTMLInputElement | null)?.focus();
    else form.save(() => rename(title.trim()), onClose);
  }
  return (
    <Dialog onClose={onClose} title={`Rename ${name}`}>
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <TextField label={`${name} title`} name="title" required maxLength={maxLength} defaultValue={current} error={form.errors.title} />
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">Save</SubmitButton>
      </Form>
    </Dialog>
  );
}

function RenameProjectDialog({ boardId, title, onClose }: { boardId: number; title: string; onClose(): void }) {
  const rename = useRenameProject(boardId);
  return (
    <RenameDialog what="project" current={title} maxLength={BOARD_LIMITS.projectTitle} rename={rename.mutateAsync} onClose={onClose} />
  );
}

function RenameColumnDialog({ boardId, column, onClose }: { boardId: number; column: Column; onClose(): void }) {
  const rename = useRenameColumn(boardId);
  return (
    <RenameDialog
      what="column"
      current={column.title}
      maxLength={BOARD_LIMITS.columnTitle}
      rename={(title) => rename.mutateAsync({ id: column.id, title })}
      onClose={onClose}
    />
  );
}

function DeleteColumnDialog({
  column,
  taskCount,
  onDelete,
  onClose,
}: {
  column: Column;
  taskCount: number | null;
  onDelete(column: Column): void;
  onClose(): void;
}) {
  const tasks =
    taskCount === null
      ? 'Its tasks are deleted with it.'
      : taskCount === 0
        ? 'It has no tasks.'
        : taskCount === 1
          ? 'Its 1 task is deleted with it.'
          : `Its ${taskCount} tasks are deleted with it.`;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`Delete the ${column.title} column?`}
      description={`${tasks} This can't be undone.`}
      confirmLabel="Delete column"
      onConfirm={() => onDelete(column)}
    />
  );
}
