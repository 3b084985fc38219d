import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../contract/endpoint';
import {
  DEFAULT_GOAL_ICON,
  GOAL_CATEGORIES,
  GOAL_COLORS,
  type Goal,
  type Milestone,
  type Reflection,
  goalsApi,
} from '../../../contract/goals';
import { type SignedIn, type TestApp, createTestApp, jsonAs as json, sessionCookie, signUp } from '../../test/app';
import { goalsModule } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Payload = Record<string, unknown>;
interface Item {
  id: number;
}

const noContent = async (me: SignedIn, options: InjectOptions) => {
  const response = await me.request(options);
  expect(response.statusCode, response.body).toBe(204);
  expect(response.body).toBe('');
};

/** A 400 problem+json naming `field`. */
const expectProblem = (response: LightMyRequestResponse, field: string) => {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json().errors, response.body).toHaveProperty(field);
};

/** Factories: one of each for `me`, every field overridable. */
const makeGoal = (me: SignedIn, payload: Payload = {}) =>
  json(
    me,
    {
      method: 'POST',
      url: '/api/goals',
      payload: {
        title: 'Learn to swim',
        description: 'Two lengths of the pool.',
        category: 'health',
        priority: 'medium',
        deadline: '2027-06-01',
        ...payload,
      },
    },
    201,
  );
const makeMilestone = (me: SignedIn, goalId: number, payload: Payload = {}) =>
  json(me, { method: 'POST', url: `/api/goals/${goalId}/milestones`, payload: { title: 'First lesson', ...payload } }, 201);
const makeReflection = (me: SignedIn, goalId: number, payload: Payload = {}) =>
  json(
    me,
    { method: 'POST', url: `/api/goals/${goalId}/reflections`, payload: { content: 'It went well.', mood: 'motivated', ...payload } },
    201,
  );

const goalOf = (me: SignedIn, id: number) => json(me, { url: `/api/goals/${id}` });
const countsOf = (me: SignedIn) => json(me, { url: '/api/goals/counts' });
const exportOf = (me: SignedIn) =>
  goalsModule.exportUserData!(t.database.db, me.user.id) as Promise<{ goals: Goal[]; milestones: Milestone[]; reflections: Reflection[] }>;

/** Every item of a paged list, following the Link header; the page sizes seen. */
async function allPages<T extends Item = Item>(me: SignedIn, first: string) {
  const items: T[] = [];
  const sizes: number[] = [];
  let url: string | null = first;
  while (url) {
    const response = await me.request({ url });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as T[];
    sizes.push(page.length);
    items.push(...page);
    const link = response.headers.link as string | undefined;
    url = link ? /<([^>]+)>; rel="next"/.exec(link)![1]! : null;
  }
  return { items, ids: items.map((x) => x.id), sizes };
}

const goalsOf = async (me: SignedIn) => (await allPages<Goal>(me, '/api/goals')).items;
const milestonesOf = async (me: SignedIn, goalId: number) => (await allPages<Milestone>(me, `/api/goals/${goalId}/milestones`)).items;
const reflectionsOf = async (me: SignedIn, goalId: number) => (await allPages<Reflection>(me, `/api/goals/${goalId}/reflections`)).items;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('goals', () => {
  it('creates a goal (201): progress 0, not completed, its category’s colour, the target icon, no milestones', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me, { title: '  Run a 5K  ', category: 'career', priority: 'high' });
    expect(goal).toEqual({
      id: expect.any(Number),
      title: 'Run a 5K',
      description: 'Two lengths of the pool.',
      category: 'career',
      priority: 'high',
      deadline: '2027-06-01',
      color: GOAL_COLORS.career,
      icon: DEFAULT_GOAL_ICON,
      progress: 0,
      completed: false,
      createdAt: expect.stringMatching(ISO),
      completedAt: null,
      milestoneCount: 0,
      milestonesCompleted: 0,
    });
    expect(DEFAULT_GOAL_ICON).toBe('target');
    expect(await goalOf(me, goal.id)).toEqual(goal);
    expect(await goalsOf(me)).toEqual([goal]);
  });

  it('takes SPEC §7’s payload as its client sends it and ignores color, icon, progress and completed', async () => {
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'POST',
      url: '/api/goals',
      payload: {
        title: 'Read 12 books',
        description: 'One a month.',
        category: 'education',
        priority: 'low',
        deadline: '2027-01-31',
        color: '#123456',
        icon: 'star',
        progress: 50,
        completed: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Read 12 books',
      category: 'education',
      color: GOAL_COLORS.education,
      icon: 'target',
      progress: 0,
      completed: false,
      completedAt: null,
    });
    expect(await countsOf(me)).toEqual({ total: 1, completed: 0 });
  });

  it.each(GOAL_CATEGORIES)('colours a %s goal from its category', async (category) => {
    const me = await signUp(t.app);
    expect((await makeGoal(me, { category })).color).toBe(GOAL_COLORS[category]);
  });

  it('stores a blank, null or missing description and deadline as null', async () => {
    const me = await signUp(t.app);
    expect(await makeGoal(me, { description: '   ', deadline: '' })).toMatchObject({ description: null, deadline: null });
    expect(await makeGoal(me, { description: null, deadline: null })).toMatchObject({ description: null, deadline: null });
    const bare = await json(
      me,
      { method: 'POST', url: '/api/goals', payload: { title: 'Bare', category: 'personal', priority: 'low' } },
      201,
    );
    expect(bare).toMatchObject({ description: null, deadline: null });
  });

  it('takes a title of 120 characters and a description of 2000', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me, { title: 't'.repeat(120), description: 'd'.repeat(2000) });
    expect(goal.title).toHaveLength(120);
    expect(goal.description).toHaveLength(2000);
  });

  it.each([
    ['title', { title: undefined }],
    ['title', { title: '   ' }],
    ['title', { title: 't'.repeat(121) }],
    ['description', { description: 'd'.repeat(2001) }],
    ['category', { category: 'sports' }],
    ['priority', { priority: 'urgent' }],
    ['deadline', { deadline: 'tomorrow' }],
    ['deadline', { deadline: '2026-13-01' }],
    ['body', { foo: 1 }],
  ])('answers 400 naming %s (%j), and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const response = await me.request({
      method: 'POST',
      url: '/api/goals',
      payload: { title: 'Learn to swim', category: 'health', priority: 'medium', ...payload },
    });
    expectProblem(response, field);
    expect(await goalsOf(me)).toEqual([]);
    expect(await countsOf(me)).toEqual({ total: 0, completed: 0 });
  });

  it('lists active goals first, then completed ones, newest first within each', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    await makeGoal(other, { title: 'Not yours' });
    const made: Item[] = [];
    for (const title of ['A', 'B', 'C', 'D']) made.push(await makeGoal(me, { title }));
    const [first, second, third, fourth] = made as [Item, Item, Item, Item];
    // Completed in the other order from their creation: the list still goes by creation.
    await json(me, { method: 'POST', url: `/api/goals/${second.id}/complete` });
    await json(me, { method: 'POST', url: `/api/goals/${first.id}/complete` });
    const list = await json(me, { url: '/api/goals' });
    expect(list.map((g: { title: string }) => g.title)).toEqual(['D', 'C', 'B', 'A']);
    expect(list.map((g: { completed: boolean }) => g.completed)).toEqual([false, false, true, true]);
    expect(list.map((g: Item) => g.id)).toEqual([fourth.id, third.id, second.id, first.id]);
  });

  it('pages with ?limit= and the Link header, no goal lost or repeated', async () => {
    const me = await signUp(t.app);
    const made: Item[] = [];
    for (let i = 0; i < 7; i += 1) made.push(await makeGoal(me, { title: `G${i}` }));
    for (const i of [1, 4, 5]) await json(me, { method: 'POST', url: `/api/goals/${made[i]!.id}/complete` });

    const whole = await me.request({ url: '/api/goals' });
    expect(whole.headers.link).toBeUndefined();
    const everything = (whole.json() as Item[]).map((g) => g.id);
    const active = [6, 3, 2, 0].map((i) => made[i]!.id);
    const done = [5, 4, 1].map((i) => made[i]!.id);
    expect(everything).toEqual([...active, ...done]);

    for (const limit of [1, 2, 3]) {
      const { ids, sizes } = await allPages(me, `/api/goals?limit=${limit}`);
      expect(ids).toEqual(everything);
      expect(new Set(ids).size).toBe(7);
      expect(sizes.every((n) => n === limit || n === 7 % limit)).toBe(true);
    }
    const first = await me.request({ url: '/api/goals?limit=3' });
    expect(first.json()).toHaveLength(3);
    expect(first.headers.link).toMatch(/^<\/api\/goals\?limit=3&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    expectProblem(await me.request({ url: '/api/goals?limit=101' }), 'limit');
    expectProblem(await me.request({ url: '/api/goals?limit=0' }), 'limit');
    expectProblem(await me.request({ url: '/api/goals?cursor=nope' }), 'cursor');
  });

  it('counts every goal and the completed ones, past a single page', async () => {
    const me = await signUp(t.app);
    expect(await countsOf(me)).toEqual({ total: 0, completed: 0 });
    const made: Item[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await makeGoal(me));
    await json(me, { method: 'POST', url: `/api/goals/${made[0]!.id}/complete` });
    await json(me, { method: 'POST', url: `/api/goals/${made[3]!.id}/complete` });
    expect(await json(me, { url: '/api/goals?limit=2' })).toHaveLength(2);
    expect(await countsOf(me)).toEqual({ total: 5, completed: 2 });
    // Another user's goals do not count.
    const other = await signUp(t.app);
    await makeGoal(other);
    expect(await countsOf(me)).toEqual({ total: 5, completed: 2 });
    expect(await countsOf(other)).toEqual({ total: 1, completed: 0 });
  });

  it('edits what was written; a new category brings its colour; blank description and deadline become null', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me, { category: 'health' });
    const patch = (payload: Payload) => json(me, { method: 'PATCH', url: `/api/goals/${goal.id}`, payload });

    const retitled = await patch({ title: '  Swim a mile  ' });
    expect(retitled).toEqual({ ...goal, title: 'Swim a mile' });

    const moved = await patch({ category: 'financial', priority: 'critical', deadline: '2028-02-29' });
    expect(moved).toEqual({
      ...retitled,
      category: 'financial',
      color: GOAL_COLORS.financial,
      priority: 'critical',
      deadline: '2028-02-29',
    });

    const cleared = await patch({ description: '   ', deadline: '' });
    expect(cleared).toEqual({ ...moved, description: null, deadline: null });
    expect(await patch({ description: 'Back again.' })).toEqual({ ...cleared, description: 'Back again.' });
    expect(await goalOf(me, goal.id)).toEqual({ ...cleared, description: 'Back again.' });
  });

  it.each([
    ['body', {}],
    ['body', { progress: 50 }],
    ['body', { color: '#123456' }],
    ['title', { title: '' }],
    ['title', { title: 't'.repeat(121) }],
    ['description', { description: 'd'.repeat(2001) }],
    ['category', { category: 'sports' }],
    ['priority', { priority: 'urgent' }],
    ['deadline', { deadline: '2026-13-01' }],
  ])('refuses an edit naming %s (%j) with 400, and changes nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    expectProblem(await me.request({ method: 'PATCH', url: `/api/goals/${goal.id}`, payload }), field);
    expect(await goalOf(me, goal.id)).toEqual(goal);
  });

  it('deletes a goal (204) with its milestones and reflections; a second delete is 404', async () => {
    const me = await signUp(t.app);
    const keep = await makeGoal(me, { title: 'Keep' });
    const kept = await makeMilestone(me, keep.id);
    const keptThought = await makeReflection(me, keep.id);
    const goal = await makeGoal(me, { title: 'Drop' });
    await makeMilestone(me, goal.id);
    await makeMilestone(me, goal.id);
    await makeReflection(me, goal.id);

    await noContent(me, { method: 'DELETE', url: `/api/goals/${goal.id}` });
    expect((await me.request({ url: `/api/goals/${goal.id}` })).statusCode).toBe(404);
    expect((await me.request({ url: `/api/goals/${goal.id}/milestones` })).statusCode).toBe(404);
    expect((await me.request({ url: `/api/goals/${goal.id}/reflections` })).statusCode).toBe(404);
    expect((await me.request({ method: 'DELETE', url: `/api/goals/${goal.id}` })).statusCode).toBe(404);

    const { goals, milestones, reflections } = await exportOf(me);
    expect(goals.map((g) => g.id)).toEqual([keep.id]);
    expect(milestones.map((m) => m.id)).toEqual([kept.id]);
    expect(reflections.map((r) => r.id)).toEqual([keptThought.id]);
    for (const table of ['goal_milestones', 'goal_reflections'] as const) {
      const rows = await t.database.db.selectFrom(table).select('id').where('goal_id', '=', goal.id).execute();
      expect(rows, table).toEqual([]);
    }
    expect(await countsOf(me)).toEqual({ total: 1, completed: 0 });
  });
});

describe('progress', () => {
  it('sets any whole number from 0 to 100, and never completes the goal', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const update = (progress: number) => json(me, { method: 'POST', url: `/api/goals/${goal.id}/update-progress`, payload: { progress } });
    expect(await update(50)).toEqual({ ...goal, progress: 50 });
    expect(await update(0)).toEqual({ ...goal, progress: 0 });
    expect(await update(100)).toEqual({ ...goal, progress: 100 });
    expect(await goalOf(me, goal.id)).toMatchObject({ progress: 100, completed: false, completedAt: null });
    expect(await countsOf(me)).toEqual({ total: 1, completed: 0 });
  });

  it.each([
    ['101', { progress: 101 }],
    ['-1', { progress: -1 }],
    ['50.5', { progress: 50.5 }],
    ['"50" (a string)', { progress: '50' }],
    ['null', { progress: null }],
    ['missing', {}],
  ])('answers 400 naming progress for %s, and changes nothing', async (_, payload) => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const set = await json(me, { method: 'POST', url: `/api/goals/${goal.id}/update-progress`, payload: { progress: 30 } });
    const response = await me.request({ method: 'POST', url: `/api/goals/${goal.id}/update-progress`, payload });
    expectProblem(response, 'progress');
    expect(await goalOf(me, goal.id)).toEqual(set);
    expect(set.progress).toBe(30);
  });

  it('refuses other fields with the progress', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const response = await me.request({
      method: 'POST',
      url: `/api/goals/${goal.id}/update-progress`,
      payload: { progress: 40, completed: true },
    });
    expectProblem(response, 'body');
    expect(await goalOf(me, goal.id)).toEqual(goal);
  });
});

describe('completing a goal', () => {
  it('sets progress 100 and completed, with or without an empty body; a repeat answers the same goal', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    await json(me, { method: 'POST', url: `/api/goals/${goal.id}/update-progress`, payload: { progress: 20 } });

    const done = await json(me, { method: 'POST', url: `/api/goals/${goal.id}/complete` });
    expect(done).toEqual({ ...goal, progress: 100, completed: true, completedAt: expect.stringMatching(ISO) });
    expect(await goalOf(me, goal.id)).toEqual(done);
    expect(await countsOf(me)).toEqual({ total: 1, completed: 1 });

    const again = await json(me, { method: 'POST', url: `/api/goals/${goal.id}/complete`, payload: {} });
    expect(again).toEqual(done);
    expect(await json(me, { method: 'POST', url: `/api/goals/${goal.id}/complete` })).toEqual(done);
    expect(await countsOf(me)).toEqual({ total: 1, completed: 1 });

    const other = await makeGoal(me);
    expect(await json(me, { method: 'POST', url: `/api/goals/${other.id}/complete`, payload: {} })).toMatchObject({
      progress: 100,
      completed: true,
    });
  });

  it('refuses a body with fields', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const response = await me.request({ method: 'POST', url: `/api/goals/${goal.id}/complete`, payload: { completed: false } });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await goalOf(me, goal.id)).toEqual(goal);
  });
});

describe('milestones', () => {
  it('adds a milestone (201) at order 1, not completed, and lists it', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const milestone = await makeMilestone(me, goal.id, {
      title: '  Float on my back  ',
      description: 'For ten seconds.',
      dueDate: '2027-02-01',
    });
    expect(milestone).toEqual({
      id: expect.any(Number),
      goalId: goal.id,
      title: 'Float on my back',
      description: 'For ten seconds.',
      dueDate: '2027-02-01',
      order: 1,
      completed: false,
      completedAt: null,
    });
    expect(await milestonesOf(me, goal.id)).toEqual([milestone]);
    const bare = await makeMilestone(me, goal.id, { description: '  ', dueDate: '' });
    expect(bare).toMatchObject({ description: null, dueDate: null, order: 2 });
  });

  it('takes SPEC §7’s payload and sets order and completed itself', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    await makeMilestone(me, goal.id);
    const response = await me.request({
      method: 'POST',
      url: `/api/goals/${goal.id}/milestones`,
      payload: { title: 'Swim a length', description: 'No stopping.', dueDate: '2027-03-01', order: 99, completed: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Swim a length', order: 2, completed: false, completedAt: null });
    expect(await goalOf(me, goal.id)).toMatchObject({ milestoneCount: 2, milestonesCompleted: 0 });
  });

  it('puts a new milestone after the highest order, even after a delete, and lists them in order', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const one = await makeMilestone(me, goal.id, { title: 'One' });
    const two = await makeMilestone(me, goal.id, { title: 'Two' });
    const three = await makeMilestone(me, goal.id, { title: 'Three' });
    expect([one.order, two.order, three.order]).toEqual([1, 2, 3]);
    await noContent(me, { method: 'DELETE', url: `/api/milestones/${two.id}` });
    const four = await makeMilestone(me, goal.id, { title: 'Four' });
    expect(four.order).toBe(4);
    expect((await milestonesOf(me, goal.id)).map((m) => m.title)).toEqual(['One', 'Three', 'Four']);
    // Another goal's milestones start from 1 again.
    const other = await makeGoal(me);
    expect((await makeMilestone(me, other.id)).order).toBe(1);
  });

  it('gives milestones added at the same moment different orders', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => makeMilestone(me, goal.id, { title: `M${i}` })));
    expect(made.map((m) => m.order).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await milestonesOf(me, goal.id)).map((m) => m.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await makeMilestone(me, goal.id)).order).toBe(7);
  });

  it('pages in order with ?limit= and the Link header', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const made: Item[] = [];
    for (let i = 0; i < 5; i += 1) made.push(await makeMilestone(me, goal.id, { title: `M${i}` }));
    const { ids, sizes } = await allPages(me, `/api/goals/${goal.id}/milestones?limit=2`);
    expect(sizes).toEqual([2, 2, 1]);
    expect(ids).toEqual(made.map((m) => m.id));
    expectProblem(await me.request({ url: `/api/goals/${goal.id}/milestones?cursor=nope` }), 'cursor');
  });

  it('keeps the goal’s milestoneCount and milestonesCompleted true to its milestones', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const sibling = await makeGoal(me);
    await makeMilestone(me, sibling.id);
    const counts = async () => {
      const g = await goalOf(me, goal.id);
      const listed = (await goalsOf(me)).find((x) => x.id === goal.id);
      expect(listed).toEqual(g);
      return [g.milestoneCount, g.milestonesCompleted];
    };
    const made: Item[] = [];
    for (let i = 0; i < 3; i += 1) made.push(await makeMilestone(me, goal.id));
    expect(await counts()).toEqual([3, 0]);
    await json(me, { method: 'POST', url: `/api/milestones/${made[0]!.id}/complete` });
    await json(me, { method: 'POST', url: `/api/milestones/${made[2]!.id}/complete` });
    expect(await counts()).toEqual([3, 2]);
    await noContent(me, { method: 'DELETE', url: `/api/milestones/${made[0]!.id}` });
    expect(await counts()).toEqual([2, 1]);
    // Completing milestones leaves the goal's progress and state to the user.
    expect(await goalOf(me, goal.id)).toMatchObject({ progress: 0, completed: false });
    expect(await goalOf(me, sibling.id)).toMatchObject({ milestoneCount: 1, milestonesCompleted: 0 });
  });

  it('edits title, description and due date; blank ones become null', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const milestone = await makeMilestone(me, goal.id, { description: 'Notes', dueDate: '2027-01-01' });
    const patch = (payload: Payload) => json(me, { method: 'PATCH', url: `/api/milestones/${milestone.id}`, payload });
    const renamed = await patch({ title: '  Second lesson ' });
    expect(renamed).toEqual({ ...milestone, title: 'Second lesson' });
    const moved = await patch({ dueDate: '2027-04-30', description: 'More notes' });
    expect(moved).toEqual({ ...renamed, dueDate: '2027-04-30', description: 'More notes' });
    const cleared = await patch({ description: '', dueDate: '' });
    expect(cleared).toEqual({ ...moved, description: null, dueDate: null });
    expect(await milestonesOf(me, goal.id)).toEqual([cleared]);
  });

  it.each([
    ['body', {}],
    ['body', { order: 1 }],
    ['body', { completed: false }],
    ['title', { title: '   ' }],
    ['dueDate', { dueDate: 'tomorrow' }],
  ])('refuses an edit naming %s (%j) with 400, and changes nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const milestone = await makeMilestone(me, goal.id);
    expectProblem(await me.request({ method: 'PATCH', url: `/api/milestones/${milestone.id}`, payload }), field);
    expect(await milestonesOf(me, goal.id)).toEqual([milestone]);
  });

  it('completes a milestone one way; a repeat answers the same milestone', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const milestone = await makeMilestone(me, goal.id);
    const done = await json(me, { method: 'POST', url: `/api/milestones/${milestone.id}/complete` });
    expect(done).toEqual({ ...milestone, completed: true, completedAt: expect.stringMatching(ISO) });
    expect(await json(me, { method: 'POST', url: `/api/milestones/${milestone.id}/complete`, payload: {} })).toEqual(done);
    // Editing it keeps it done.
    const edited = await json(me, { method: 'PATCH', url: `/api/milestones/${milestone.id}`, payload: { title: 'Renamed' } });
    expect(edited).toEqual({ ...done, title: 'Renamed' });
    expect(await milestonesOf(me, goal.id)).toEqual([edited]);
  });

  it('deletes a milestone (204); a second delete is 404', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const keep = await makeMilestone(me, goal.id);
    const milestone = await makeMilestone(me, goal.id);
    await noContent(me, { method: 'DELETE', url: `/api/milestones/${milestone.id}` });
    expect(await milestonesOf(me, goal.id)).toEqual([keep]);
    expect((await me.request({ method: 'DELETE', url: `/api/milestones/${milestone.id}` })).statusCode).toBe(404);
    expect((await me.request({ method: 'POST', url: `/api/milestones/${milestone.id}/complete` })).statusCode).toBe(404);
  });

  it.each([
    ['title', { title: '   ' }],
    ['title', { title: undefined }],
    ['title', { title: 't'.repeat(121) }],
    ['dueDate', { dueDate: '2026-13-01' }],
    ['body', { foo: 1 }],
  ])('answers 400 naming %s (%j) when adding, and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    expectProblem(
      await me.request({ method: 'POST', url: `/api/goals/${goal.id}/milestones`, payload: { title: 'First lesson', ...payload } }),
      field,
    );
    expect(await milestonesOf(me, goal.id)).toEqual([]);
    expect(await goalOf(me, goal.id)).toEqual(goal);
  });
});

describe('reflections', () => {
  it('writes a reflection (201) and lists the goal’s reflections newest first', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const sibling = await makeGoal(me);
    await makeReflection(me, sibling.id, { content: 'Elsewhere' });
    const first = await makeReflection(me, goal.id, { content: '  Cold water.  ', mood: 'challenged' });
    expect(first).toEqual({
      id: expect.any(Number),
      goalId: goal.id,
      content: 'Cold water.',
      mood: 'challenged',
      createdAt: expect.stringMatching(ISO),
      updatedAt: null,
    });
    const second = await makeReflection(me, goal.id, { mood: 'proud' });
    const third = await makeReflection(me, goal.id, { mood: 'uncertain' });
    expect(await json(me, { url: `/api/goals/${goal.id}/reflections` })).toEqual([third, second, first]);
  });

  it('orders by when a reflection was written, ties broken by entry, a page at a time', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const rows = ['2026-01-02T10:00:00.000Z', '2026-01-03T10:00:00.000Z', '2026-01-02T10:00:00.000Z', '2026-01-01T10:00:00.000Z'].map(
      (created_at, i) => ({
        goal_id: goal.id,
        user_id: me.user.id,
        content: `R${i}`,
        mood: 'proud' as const,
        created_at,
      }),
    );
    await t.database.db.insertInto('goal_reflections').values(rows).execute();
    for (const limit of [1, 3, 100]) {
      const { items } = await allPages<Reflection>(me, `/api/goals/${goal.id}/reflections?limit=${limit}`);
      expect(items.map((r) => r.content)).toEqual(['R1', 'R2', 'R0', 'R3']);
    }
  });

  it('edits content and mood, noting when; deletes (204) and a second delete is 404', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const keep = await makeReflection(me, goal.id, { content: 'Keep' });
    const reflection = await makeReflection(me, goal.id);
    const edited = await json(me, {
      method: 'PATCH',
      url: `/api/reflections/${reflection.id}`,
      payload: { content: ' Better now. ', mood: 'confident' },
    });
    expect(edited).toEqual({ ...reflection, content: 'Better now.', mood: 'confident', updatedAt: expect.stringMatching(ISO) });
    const moodOnly = await json(me, { method: 'PATCH', url: `/api/reflections/${reflection.id}`, payload: { mood: 'frustrated' } });
    expect(moodOnly).toEqual({ ...edited, mood: 'frustrated', updatedAt: expect.stringMatching(ISO) });
    expect(await reflectionsOf(me, goal.id)).toEqual([moodOnly, keep]);

    await noContent(me, { method: 'DELETE', url: `/api/reflections/${reflection.id}` });
    expect(await reflectionsOf(me, goal.id)).toEqual([keep]);
    expect((await me.request({ method: 'DELETE', url: `/api/reflections/${reflection.id}` })).statusCode).toBe(404);
  });

  it.each([
    ['body', {}],
    ['content', { content: '  ' }],
    ['mood', { mood: 'happy' }],
    ['body', { goalId: 1 }],
  ])('refuses an edit naming %s (%j) with 400, and changes nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const reflection = await makeReflection(me, goal.id);
    expectProblem(await me.request({ method: 'PATCH', url: `/api/reflections/${reflection.id}`, payload }), field);
    expect(await reflectionsOf(me, goal.id)).toEqual([reflection]);
  });

  it('takes a reflection of 2000 characters', async () => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    expect((await makeReflection(me, goal.id, { content: 'r'.repeat(2000) })).content).toHaveLength(2000);
  });

  it.each([
    ['mood', { mood: 'happy' }],
    ['mood', { mood: undefined }],
    ['content', { content: '   ' }],
    ['content', { content: undefined }],
    ['content', { content: 'r'.repeat(2001) }],
    ['body', { foo: 1 }],
  ])('answers 400 naming %s (%j) when writing, and stores nothing', async (field, payload) => {
    const me = await signUp(t.app);
    const goal = await makeGoal(me);
    const response = await me.request({
      method: 'POST',
      url: `/api/goals/${goal.id}/reflections`,
      payload: { content: 'It went well.', mood: 'motivated', ...payload },
    });
    expectProblem(response, field);
    expect(await reflectionsOf(me, goal.id)).toEqual([]);
  });
});

describe('privacy', () => {
  /** Every goalsApi endpoint with an id, called on the given ids with a body that would be valid. */
  const ID_CALLS: Record<string, (ids: { goal: unknown; milestone: unknown; reflection: unknown }) => InjectOptions> = {
    goal: ({ goal }) => ({ url: `/api/goals/${goal}` }),
    updateGoal: ({ goal }) => ({ method: 'PATCH', url: `/api/goals/${goal}`, payload: { title: 'Theirs now' } }),
    deleteGoal: ({ goal }) => ({ method: 'DELETE', url: `/api/goals/${goal}` }),
    updateProgress: ({ goal }) => ({ method: 'POST', url: `/api/goals/${goal}/update-progress`, payload: { progress: 99 } }),
    completeGoal: ({ goal }) => ({ method: 'POST', url: `/api/goals/${goal}/complete` }),
    milestones: ({ goal }) => ({ url: `/api/goals/${goal}/milestones` }),
    createMilestone: ({ goal }) => ({ method: 'POST', url: `/api/goals/${goal}/milestones`, payload: { title: 'Theirs now' } }),
    updateMilestone: ({ milestone }) => ({ method: 'PATCH', url: `/api/milestones/${milestone}`, payload: { title: 'Theirs now' } }),
    deleteMilestone: ({ milestone }) => ({ method: 'DELETE', url: `/api/milestones/${milestone}` }),
    completeMilestone: ({ milestone }) => ({ method: 'POST', url: `/api/milestones/${milestone}/complete` }),
    reflections: ({ goal }) => ({ url: `/api/goals/${goal}/reflections` }),
    createReflection: ({ goal }) => ({
      method: 'POST',
      url: `/api/goals/${goal}/reflections`,
      payload: { content: 'Theirs now', mood: 'proud' },
    }),
    updateReflection: ({ reflection }) => ({ method: 'PATCH', url: `/api/reflections/${reflection}`, payload: { content: 'Theirs now' } }),
    deleteReflection: ({ reflection }) => ({ method: 'DELETE', url: `/api/reflections/${reflection}` }),
  };

  it('covers every endpoint with an id in its path', () => {
    const withIds = Object.entries(goalsApi)
      .filter(([, e]) => e.path.includes(':id'))
      .map(([name]) => name);
    expect(Object.keys(ID_CALLS).sort()).toEqual(withIds.sort());
  });

  /** The owner's goal with a milestone and a reflection, and everything the owner can see of them. */
  async function ownersThings() {
    const owner = await signUp(t.app);
    const goal = await makeGoal(owner, { title: 'My private goal' });
    const milestone = await makeMilestone(owner, goal.id, { title: 'My private milestone' });
    const reflection = await makeReflection(owner, goal.id, { content: 'My private reflection' });
    const seen = async () => ({
      exported: await exportOf(owner),
      goal: await goalOf(owner, goal.id),
      milestones: await milestonesOf(owner, goal.id),
      reflections: await reflectionsOf(owner, goal.id),
      counts: await countsOf(owner),
    });
    return { owner, ids: { goal: goal.id, milestone: milestone.id, reflection: reflection.id }, seen };
  }

  it.each(Object.keys(ID_CALLS))('%s answers 404 to another user and changes nothing', async (name) => {
    const { ids, seen } = await ownersThings();
    const stranger = await signUp(t.app);
    await makeGoal(stranger, { title: 'Stranger’s own' });
    const before = await seen();
    const response = await stranger.request(ID_CALLS[name]!(ids));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).not.toContain('private');
    expect(await seen()).toEqual(before);
    expect((await goalsOf(stranger)).map((g) => g.title)).toEqual(['Stranger’s own']);
    expect((await exportOf(stranger)).milestones).toEqual([]);
    expect((await exportOf(stranger)).reflections).toEqual([]);
  });

  it('answers 404 for an id that does not exist, and 400 (not 500) for one that is not a number', async () => {
    const { owner, ids, seen } = await ownersThings();
    const before = await seen();
    for (const [name, call] of Object.entries(ID_CALLS)) {
      const missing = await owner.request(call({ goal: 999999, milestone: 999999, reflection: 999999 }));
      expect(missing.statusCode, `${name}: ${missing.body}`).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
      const word = await owner.request(call({ goal: 'abc', milestone: 'abc', reflection: 'abc' }));
      expect(word.statusCode, `${name}: ${word.body}`).toBe(400);
      expect(word.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(word.json().errors, name).toHaveProperty('id');
    }
    expect(await seen()).toEqual(before);
    // And the owner's own ids still answer.
    expect((await owner.request(ID_CALLS.goal!(ids))).statusCode).toBe(200);
  });

  it('never lists another user’s goals or counts them', async () => {
    const { seen } = await ownersThings();
    const stranger = await signUp(t.app);
    expect(await goalsOf(stranger)).toEqual([]);
    expect(await countsOf(stranger)).toEqual({ total: 0, completed: 0 });
    const response = await stranger.request({ url: '/api/goals' });
    expect(response.body).not.toContain('private');
    expect((await seen()).counts).toEqual({ total: 1, completed: 0 });
  });

  it('answers 401 on every endpoint when signed out', async () => {
    for (const [name, e] of Object.entries(goalsApi)) {
      const url = pathOf(e.path, { id: 1 });
      const response = await t.app.inject({ method: e.method, url });
      expect(response.statusCode, `${name}: ${e.method} ${url}`).toBe(401);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('the demo account', () => {
  it('has three goals, one of them completed, with milestones and reflections', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/demo' });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = sessionCookie(response);
    const get = async (url: string) => {
      const r = await t.app.inject({ url, headers: { cookie } });
      expect(r.statusCode, r.body).toBe(200);
      return r.json();
    };
    expect(await get('/api/goals/counts')).toEqual({ total: 3, completed: 1 });
    const goals = await get('/api/goals');
    expect(goals).toHaveLength(3);
    expect(goals.map((g: { completed: boolean }) => g.completed)).toEqual([false, false, true]);
    expect(goals[2]).toMatchObject({ progress: 100, completedAt: expect.stringMatching(ISO) });
    for (const g of goals) expect(g.color).toBe(GOAL_COLORS[g.category as keyof typeof GOAL_COLORS]);

    const busy = goals.find((g: { milestoneCount: number }) => g.milestoneCount > 0);
    const milestones = await get(`/api/goals/${busy.id}/milestones`);
    expect(milestones).toHaveLength(busy.milestoneCount);
    expect(milestones.map((m: { order: number }) => m.order)).toEqual([1, 2, 3, 4]);
    expect(milestones.filter((m: { completed: boolean }) => m.completed)).toHaveLength(busy.milestonesCompleted);
    const reflections = await get(`/api/goals/${busy.id}/reflections`);
    expect(reflections.length).toBeGreaterThan(0);
    const times = reflections.map((r: { createdAt: string }) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('export and delete hooks', () => {
  it('export one user’s goals, milestones and reflections, and delete them all, leaving others alone', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    for (const who of [me, other]) {
      const goal = await makeGoal(who);
      await makeMilestone(who, goal.id);
      await makeReflection(who, goal.id);
      await makeGoal(who, { title: 'Second' });
    }
    const mine = await exportOf(me);
    const myGoals = await goalsOf(me);
    expect(mine.goals).toEqual([...myGoals].sort((a, b) => a.id - b.id));
    expect(mine.milestones).toEqual(await milestonesOf(me, myGoals[1]!.id));
    expect(mine.reflections).toEqual(await reflectionsOf(me, myGoals[1]!.id));
    expect(mine.goals).toHaveLength(2);
    expect(mine.milestones).toHaveLength(1);
    expect(mine.reflections).toHaveLength(1);
    const theirs = await exportOf(other);
    expect(theirs.goals).toEqual([...(await goalsOf(other))].sort((a, b) => a.id - b.id));
    expect(theirs.goals.filter((g) => mine.goals.some((m) => m.id === g.id))).toEqual([]);

    await t.database.db.transaction().execute((trx) => goalsModule.deleteUserData!(trx, me.user.id));
    expect(await exportOf(me)).toEqual({ goals: [], milestones: [], reflections: [] });
    expect(await exportOf(other)).toEqual(theirs);
    for (const table of ['goals', 'goal_milestones', 'goal_reflections'] as const) {
      const rows = await t.database.db.selectFrom(table).select('id').where('user_id', '=', me.user.id).execute();
      expect(rows, table).toEqual([]);
    }
  });
});
