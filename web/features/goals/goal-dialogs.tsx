// SPEC §2's dialogs: Create New Goal (and its edit), Add Milestone (and its edit), Add Reflection (and
// its edit). Each form is checked with the contract's own schema before anything is sent, and shows
// the server's answer by its fields.
import { type FormEvent, useState } from 'react';
import {
  CreateGoalBody,
  CreateMilestoneBody,
  CreateReflectionBody,
  DEFAULT_CATEGORY,
  DEFAULT_GOAL_ICON,
  DEFAULT_PRIORITY,
  DEFAULT_REFLECTION_MOOD,
  GOAL_COLORS,
  GOAL_LIMITS,
  type Goal,
  type GoalCategory,
  type GoalPriority,
  type Milestone,
  REFLECTION_MOODS,
  type Reflection,
  type ReflectionMood,
} from '../../../contract/goals';
import { localToday } from '../../../contract/money';
import { useForm } from '../../lib/form';
import { ChoiceChips } from '../../ui/choice-chips';
import { Dialog } from '../../ui/dialog';
import { FormError, SelectField, TextAreaField, TextField, optionsOf } from '../../ui/field';
import { Form, FormMessage, SubmitButton } from '../../ui/form';
import {
  useCreateGoal,
  useCreateMilestone,
  useCreateReflection,
  useUpdateGoal,
  useUpdateMilestone,
  useUpdateReflection,
} from './mutations';
import { CATEGORY_LABELS, PRIORITY_LABELS } from './labels';
import { MOOD_LOOKS } from './mood';

export interface GoalDialogProps {
  /** Edit this goal; without one, create a new goal. */
  goal?: Goal;
  onClose(): void;
  /** A new goal was created (SPEC §2: its details open). */
  onCreated?(goal: Goal): void;
}

export function GoalDialog({ goal, onClose, onCreated }: GoalDialogProps) {
  const create = useCreateGoal();
  const update = useUpdateGoal();
  const form = useForm();
  const { errors } = form;
  const [description, setDescription] = useState(goal?.description ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const fields = {
      title: String(data.get('title')),
      description: description.trim() ? description : null,
      category: String(data.get('category')) as GoalCategory,
      priority: String(data.get('priority')) as GoalPriority,
      deadline: String(data.get('deadline') ?? '') || null,
    };
    if (goal) {
      if (form.check(CreateGoalBody, fields)) form.save(() => update.mutateAsync({ id: goal.id, ...fields }), onClose);
      return;
    }
    // SPEC §7's payload; the server sets the colour, icon, progress and state again itself.
    const body = {
      ...fields,
      color: GOAL_COLORS[fields.category] ?? GOAL_COLORS[DEFAULT_CATEGORY],
      icon: DEFAULT_GOAL_ICON,
      progress: 0,
      completed: false,
    };
    if (!form.check(CreateGoalBody, body)) return;
    form.save(
      () => create.mutateAsync(body),
      (created) => {
        onClose();
        onCreated?.(created);
      },
    );
  }

  return (
    <Dialog onClose={onClose} title={goal ? 'Edit Goal' : 'Create New Goal'}>
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={GOAL_LIMITS.title}
          defaultValue={goal?.title}
          placeholder="What do you want to achieve?"
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          hint="Optional"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={GOAL_LIMITS.description}
          rows={3}
          placeholder="Why it matters to you, and what done looks like"
          error={errors.description}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Category"
            name="category"
            defaultValue={goal?.category ?? DEFAULT_CATEGORY}
            options={optionsOf(CATEGORY_LABELS)}
            error={errors.category}
          />
          <SelectField
            label="Priority"
            name="priority"
            defaultValue={goal?.priority ?? DEFAULT_PRIORITY}
            options={optionsOf(PRIORITY_LABELS)}
            error={errors.priority}
          />
        </div>
        <TextField
          label="Deadline"
          name="deadline"
          type="date"
          hint="Optional"
          defaultValue={goal?.deadline ?? ''}
          min={goal ? undefined : localToday()}
          error={errors.deadline}
        />
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">{goal ? 'Save Changes' : 'Create Goal'}</SubmitButton>
      </Form>
    </Dialog>
  );
}

export interface MilestoneDialogProps {
  goalId: number;
  /** Edit this milestone; without one, add a new one at the end. */
  milestone?: Milestone;
  /** SPEC §7 sends order = the existing count + 1 (the server places it after the last one itself). */
  count?: number;
  onClose(): void;
}

export function MilestoneDialog({ goalId, milestone, count = 0, onClose }: MilestoneDialogProps) {
  const create = useCreateMilestone(goalId);
  const update = useUpdateMilestone(goalId);
  const form = useForm();
  const { errors } = form;
  const [description, setDescription] = useState(milestone?.description ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    const data = new FormData(event.currentTarget);
    const fields = {
      title: String(data.get('title')),
      description: description.trim() ? description : null,
      dueDate: String(data.get('dueDate') ?? '') || null,
    };
    if (!form.check(CreateMilestoneBody, fields)) return;
    form.save(
      () =>
        milestone
          ? update.mutateAsync({ id: milestone.id, ...fields })
          : create.mutateAsync({ ...fields, order: count + 1, completed: false }),
      onClose,
    );
  }

  return (
    <Dialog onClose={onClose} title={milestone ? 'Edit Milestone' : 'Add Milestone'}>
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <TextField
          label="Title"
          name="title"
          required
          maxLength={GOAL_LIMITS.milestoneTitle}
          defaultValue={milestone?.title}
          placeholder="One step toward your goal"
          error={errors.title}
        />
        <TextAreaField
          label="Description"
          hint="Optional"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={GOAL_LIMITS.milestoneDescription}
          rows={2}
          error={errors.description}
        />
        <TextField
          label="Due date"
          name="dueDate"
          type="date"
          hint="Optional"
          defaultValue={milestone?.dueDate ?? ''}
          error={errors.dueDate}
        />
        <FormMessage />
        <SubmitButton pendingLabel="Saving...">{milestone ? 'Save Changes' : 'Add Milestone'}</SubmitButton>
      </Form>
    </Dialog>
  );
}

export interface ReflectionDialogProps {
  goalId: number;
  /** Edit this reflection; without one, add a new one. */
  reflection?: Reflection;
  /** What to start the text with (after a milestone: "Finished: ..."). */
  prompt?: string;
  onClose(): void;
}

const MOOD_CHOICES = REFLECTION_MOODS.map((value) => ({ value, label: MOOD_LOOKS[value].label, icon: MOOD_LOOKS[value].icon }));

export function ReflectionDialog({ goalId, reflection, prompt, onClose }: ReflectionDialogProps) {
  const create = useCreateReflection(goalId);
  const update = useUpdateReflection(goalId);
  const form = useForm();
  const { errors } = form;
  const [content, setContent] = useState(reflection?.content ?? '');
  const [mood, setMood] = useState<ReflectionMood>(reflection?.mood ?? DEFAULT_REFLECTION_MOOD);

  function submit() {
    const body = { content, mood };
    if (!form.check(CreateReflectionBody, body)) return;
    form.save(() => (reflection ? update.mutateAsync({ id: reflection.id, ...body }) : create.mutateAsync(body)), onClose);
  }

  return (
    <Dialog onClose={onClose} title={reflection ? 'Edit Reflection' : 'Add Reflection'} description={prompt}>
      <Form form={form} onSubmit={submit} className="grid gap-3">
        <TextAreaField
          label="Your thoughts"
          required
          value={content}
          onChange={(e) => setContent(e.target.value)}
          maxLength={GOAL_LIMITS.reflection}
          rows={4}
          placeholder="What went well? What was hard? What's next?"
          error={errors.content}
        />
        <ChoiceChips<ReflectionMood> legend="How do you feel about it?" choices={MOOD_CHOICES} value={mood} onChange={setMood} />
        <FormError text={errors.form ?? errors.mood} />
        <SubmitButton pendingLabel="Saving...">{reflection ? 'Save Changes' : 'Add Reflection'}</SubmitButton>
      </Form>
    </Dialog>
  );
}
