// The labelled corpus (issue 51) sent through the real routes. A harness, given a TestApp, writes a text
// on a named surface as a teen (or, for 'mentor message (adult)', as a mentor account to its mentee) and
// reads what became of it from the answer:
// - 'refused': a 4xx problem (400: the words were refused; nothing is stored);
// - 'care':    a 2xx answer with `care: true` (kept for its writer and the moderators, the app offers help);
//              for a report note, the case it opens is urgent and says self-harm;
// - 'held':    a 2xx answer kept from everyone else (`held: true`, or an adult's line the teen cannot read);
// - 'published' otherwise.
// `predict` says what the text filter (text-filter.ts: screenText with the surface's fields and options,
// screenName for names) makes of the same words, so a test can check that every route honours it;
// `expectedOutcome` says what each kind of text should become on each surface, for the bench's rates.
// Users are made as needed (a surface's writers are pooled, one request at a time each), so that no
// limit of one account (tasks in a column, boards owned, a thread paused by a held line) decides an
// outcome; the test app lifts the rate limits (server/test/app.ts).
import { randomInt } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { isReservedName } from '../../../contract/auth';
import { CreateTaskBody, UpdateProjectBody } from '../../../contract/board';
import { MessageBody } from '../../../contract/mentors';
import { CreatePepTalkBody, CreatePepTalkCommentBody } from '../../../contract/pep-talks';
import { UpdateSettingsBody } from '../../../contract/profile';
import { CASE_PRIORITIES, ReportBody } from '../../../contract/safety';
import { CreateCommentBody } from '../../../contract/shorts';
import { HttpProblem } from '../../http/problems';
import { type SignedIn, type TestApp, signUp } from '../../test/app';
import { insertComments } from '../../test/bulk';
import { createOpenMentors } from '../../test/mentors';
import { getCase } from '../safety.repo';
import { type ScreenedField, reservedNamesOf, screenName, screenText } from '../text-filter';

export const KINDS = [
  'care',
  'grooming',
  'solicitation',
  'contact',
  'bullying',
  'everyday',
  'mentor-replies',
  'names-reserved',
  'names-ordinary',
] as const;
export type Kind = (typeof KINDS)[number];

export const SURFACES = [
  'pep talk',
  'pep talk title',
  'pep talk comment',
  'video comment',
  'video reply',
  'mentor message (teen)',
  'mentor message (adult)',
  'board task',
  'board name',
  'display name',
  'username',
  'report note',
] as const;
export type Surface = (typeof SURFACES)[number];

export type Outcome = 'published' | 'care' | 'held' | 'refused';
/** What a surface cannot take as it is (longer than the field, not a username's characters, a username already taken). */
export type Skipped = 'skipped';

// ---- The corpus

export const CORPUS_DIR = import.meta.dirname;
export type CorpusSet = 'dev' | 'eval';

export interface CorpusFile {
  kind: Kind;
  about: string;
  cases: string[];
}

/** The kinds of a set whose files are there (`<kind>.json`), without reading them. */
export function corpusKinds(set: CorpusSet): Kind[] {
  const files = readdirSync(path.join(CORPUS_DIR, set)).filter((f) => f.endsWith('.json'));
  return KINDS.filter((k) => files.includes(`${k}.json`));
}

/** A set's files, kind by kind (server/social/corpus/<set>/<kind>.json: {about, cases}). */
export function loadCorpus(set: CorpusSet): CorpusFile[] {
  return corpusKinds(set).map((kind) => {
    const file = JSON.parse(readFileSync(path.join(CORPUS_DIR, set, `${kind}.json`), 'utf8')) as { about: string; cases: string[] };
    return { kind, about: file.about, cases: file.cases };
  });
}

// ---- What each kind should become

/** Surfaces a teen writes on for others to read (everything but an adult's mentor message and a report's note). */
const TEEN_SURFACES: readonly Surface[] = SURFACES.filter((s) => s !== 'mentor message (adult)' && s !== 'report note');
const NAME_SURFACES: readonly Surface[] = ['display name', 'username'];

/**
 * What a kind of text should become on a surface (issue 51), or null where the kind is not measured
 * there (a report's note is read by moderators alone: only care and everyday text are measured on it).
 */
export function expectedOutcome(kind: Kind, surface: Surface): Outcome | null {
  switch (kind) {
    case 'care':
      return 'care';
    case 'grooming':
    case 'solicitation':
    case 'contact':
      if (surface === 'mentor message (adult)') return 'held';
      return TEEN_SURFACES.includes(surface) ? 'refused' : null;
    case 'bullying':
      return surface === 'report note' ? null : 'refused';
    case 'everyday':
      return 'published';
    case 'mentor-replies':
      return surface === 'mentor message (adult)' ? 'published' : null;
    case 'names-reserved':
      return NAME_SURFACES.includes(surface) ? 'refused' : null;
    case 'names-ordinary':
      return NAME_SURFACES.includes(surface) ? 'published' : null;
  }
}

/** The surfaces a kind is measured on. */
export const surfacesFor = (kind: Kind): Surface[] => SURFACES.filter((s) => expectedOutcome(kind, s) !== null);

// ---- The harness

/** A route answered something no surface should (a 403, 404, 5xx...): the harness, not the filter, is at fault. */
export class HarnessError extends Error {
  constructor(
    /** The surface, or 'setup' for what the harness makes before writing (users, a pep talk, a thread). */
    readonly surface: Surface | 'setup',
    readonly status: number,
    readonly body: string,
  ) {
    super(`${surface}: unexpected answer ${status}`);
  }
}

/**
 * Writers of one surface, each used by one request at a time and made when none is free; `keep` says
 * whether a writer may be used again (a thread paused, a column full: no).
 */
class Pool<A> {
  private readonly idle: A[] = [];
  constructor(private readonly make: () => Promise<A>) {}

  async use<T>(work: (actor: A) => Promise<T>, keep: (actor: A, value: T) => boolean = () => true): Promise<T> {
    const actor = this.idle.pop() ?? (await this.make());
    const value = await work(actor);
    if (keep(actor, value)) this.idle.push(actor);
    return value;
  }
}

const once = <T>(make: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

/** A 4xx problem that refuses the words (not a missing item, a lock or a limit). */
const REFUSALS = new Set([400, 422]);

/** What an answer says became of the words: `care`, held from others, refused, or published. */
function outcomeOf(surface: Surface, response: LightMyRequestResponse): Outcome {
  const problem = String(response.headers['content-type'] ?? '').startsWith('application/problem+json');
  if (REFUSALS.has(response.statusCode) && problem) return 'refused';
  if (response.statusCode < 200 || response.statusCode >= 300) throw new HarnessError(surface, response.statusCode, response.body);
  const body = response.json() as { care?: unknown; held?: unknown };
  if (body.care === true) return 'care';
  if (body.held === true) return 'held';
  return 'published';
}

/** What screenText makes of a surface's fields, as an outcome. */
function screened(fields: readonly ScreenedField[], adult = false): Outcome {
  try {
    const verdict = screenText(fields, { adult });
    return verdict === 'care' ? 'care' : verdict === 'hold' ? 'held' : 'published';
  } catch (error) {
    if (error instanceof HttpProblem && REFUSALS.has(error.status)) return 'refused';
    throw error;
  }
}

/** What the name routes make of a name: the contract's reserved words, then screenName (which may answer 'care'). */
function screenedName(name: string, field: 'username' | 'displayName', reserved: readonly string[]): Outcome {
  if (isReservedName(name, field)) return 'refused';
  try {
    // screenName answers nothing, or (issue 51) 'care' for a name that speaks of hurting oneself.
    const verdict: unknown = screenName(name, field, reserved);
    return verdict === 'care' ? 'care' : 'published';
  } catch (error) {
    if (error instanceof HttpProblem && REFUSALS.has(error.status)) return 'refused';
    throw error;
  }
}

/** A username from a text: spaces become underscores; anything else a username cannot hold makes it no username. */
export function asUsername(text: string): string | null {
  const name = text.trim().replace(/\s+/g, '_');
  return /^[A-Za-z0-9_]{3,20}$/.test(name) ? name : null;
}

const PEP_TALK = { mediaType: 'text', category: 'confidence', isPublic: true } as const;
const QUIET_TITLE = 'Keep going';
const QUIET_WORDS = 'You can do this, one small step at a time.';

/** Each surface: the body it sends (parsed by the route's own schema, so that a text too long for it is skipped) and what the filter predicts of it. */
interface SurfaceSpec<B> {
  /** The body the route is sent, or null when the text cannot be written there at all. */
  body(text: string): unknown;
  /** The route's schema: what the route reads (hidden characters removed, trimmed), or a failure (skipped). */
  parse(body: unknown): { success: true; data: B } | { success: false };
  /** What the filter makes of the body as the route reads it. */
  predict(body: B, judge: Judge): Outcome;
}

/** The filter's verdicts as outcomes: screenText over fields (as a teen's, or an adult's), screenName over a name. */
interface Judge {
  text(fields: readonly ScreenedField[], adult?: boolean): Outcome;
  name(name: string, field: 'username' | 'displayName'): Outcome;
}

const spec = <B>(s: SurfaceSpec<B>) => s as unknown as SurfaceSpec<unknown>;

const SPECS = {
  'pep talk': spec<z.output<typeof CreatePepTalkBody>>({
    body: (text) => ({ ...PEP_TALK, title: QUIET_TITLE, mediaUrl: text }),
    parse: (b) => CreatePepTalkBody.safeParse(b),
    predict: (b, judge) =>
      judge.text([
        { field: 'title', label: 'title', text: b.title },
        { field: 'mediaUrl', label: 'pep talk', text: b.mediaUrl },
      ]),
  }),
  'pep talk title': spec<z.output<typeof CreatePepTalkBody>>({
    body: (text) => ({ ...PEP_TALK, title: text, mediaUrl: QUIET_WORDS }),
    parse: (b) => CreatePepTalkBody.safeParse(b),
    predict: (b, judge) =>
      judge.text([
        { field: 'title', label: 'title', text: b.title },
        { field: 'mediaUrl', label: 'pep talk', text: b.mediaUrl },
      ]),
  }),
  'pep talk comment': spec<z.output<typeof CreatePepTalkCommentBody>>({
    body: (text) => ({ content: text }),
    parse: (b) => CreatePepTalkCommentBody.safeParse(b),
    predict: (b, judge) => judge.text([{ field: 'content', label: 'comment', text: b.content }]),
  }),
  'video comment': spec<z.output<typeof CreateCommentBody>>({
    body: (text) => ({ comment: text }),
    parse: (b) => CreateCommentBody.safeParse(b),
    predict: (b, judge) => judge.text([{ field: 'comment', label: 'comment', text: b.comment }]),
  }),
  'video reply': spec<z.output<typeof CreateCommentBody>>({
    // The parent is filled in when sent (a comment of the harness's own).
    body: (text) => ({ comment: text, parentId: 1 }),
    parse: (b) => CreateCommentBody.safeParse(b),
    predict: (b, judge) => judge.text([{ field: 'comment', label: 'comment', text: b.comment }]),
  }),
  'mentor message (teen)': spec<z.output<typeof MessageBody>>({
    body: (text) => ({ text }),
    parse: (b) => MessageBody.safeParse(b),
    predict: (b, judge) => judge.text([{ field: 'text', label: 'message', text: b.text }]),
  }),
  'mentor message (adult)': spec<z.output<typeof MessageBody>>({
    body: (text) => ({ text }),
    parse: (b) => MessageBody.safeParse(b),
    predict: (b, judge) => judge.text([{ field: 'text', label: 'message', text: b.text }], true),
  }),
  'board task': spec<z.output<typeof CreateTaskBody>>({
    // The title when it fits, else the description (a task's longer words) under a quiet title.
    body: (text) => (CreateTaskBody.safeParse({ title: text }).success ? { title: text } : { title: 'Plan', description: text }),
    parse: (b) => CreateTaskBody.safeParse(b),
    predict: (b, judge) =>
      judge.text([
        { field: 'title', label: 'task title', text: b.title },
        { field: 'description', label: 'description', text: b.description },
        { field: 'tag', label: 'tag', text: b.tag },
      ]),
  }),
  'board name': spec<z.output<typeof UpdateProjectBody>>({
    body: (text) => ({ title: text }),
    parse: (b) => UpdateProjectBody.safeParse(b),
    predict: (b, judge) => judge.text([{ field: 'title', label: 'board name', text: b.title }]),
  }),
  'display name': spec<z.output<typeof UpdateSettingsBody>>({
    body: (text) => ({ displayName: text }),
    parse: (b) => UpdateSettingsBody.safeParse(b),
    predict: (b, judge) => judge.name(b.displayName!, 'displayName'),
  }),
  username: spec<z.output<typeof UpdateSettingsBody>>({
    body: (text) => {
      const username = asUsername(text);
      return username === null ? null : { username };
    },
    parse: (b) => UpdateSettingsBody.safeParse(b),
    predict: (b, judge) => judge.name(b.username!, 'username'),
  }),
  'report note': spec<z.output<typeof ReportBody>>({
    // Reported for 'other', so that only the note can say care.
    body: (text) => ({ subject: 'video-comment', id: 1, reason: 'other', note: text }),
    parse: (b) => ReportBody.safeParse(b),
    // A note is read by the moderators alone: never refused; care when the filter hears self-harm in it.
    predict: (b, judge) => (judge.text([{ field: 'note', label: 'note', text: b.note }]) === 'care' ? 'care' : 'published'),
  }),
} satisfies Record<Surface, SurfaceSpec<unknown>>;

export interface Harness {
  /** Writes the text on the surface through its route and reads the outcome (or 'skipped'). */
  send(surface: Surface, text: string): Promise<Outcome | Skipped>;
  /** What the text filter makes of the same words on that surface (or 'skipped' where send skips it). */
  predict(surface: Surface, text: string): Promise<Outcome | Skipped>;
}

/** Tasks one writer adds before another takes over (a column holds 100). */
const TASKS_PER_WRITER = 90;
/** Lines in one mentor thread before another thread takes over (the teen's check reads one page of 100). */
const LINES_PER_THREAD = 60;
/** Comments a reporter's author writes at once, each reported once (a case of its own per note). */
const ITEMS_PER_BATCH = 100;

export function createHarness(t: TestApp): Harness {
  const { app, database } = t;
  const db = database.db;
  const json = async (me: SignedIn, url: string) => {
    const response = await me.request({ url });
    if (response.statusCode !== 200) throw new HarnessError('setup', response.statusCode, response.body);
    return response.json();
  };
  const post = async (me: SignedIn, url: string, payload: unknown, status = 201) => {
    const response = await me.request({ method: 'POST', url, payload: payload as object });
    if (response.statusCode !== status) throw new HarnessError('setup', response.statusCode, response.body);
    return response.json();
  };

  // The filter's verdicts, each text judged once however many surfaces read it the same way.
  const reserved = once(() => reservedNamesOf(db));
  const verdicts = new Map<string, Outcome>();
  const memo = (key: string, judge: () => Outcome) => {
    let verdict = verdicts.get(key);
    if (verdict === undefined) verdicts.set(key, (verdict = judge()));
    return verdict;
  };
  const judgeWith = (names: readonly string[]): Judge => ({
    text: (fields, adult = false) => memo(JSON.stringify([adult, fields.map((f) => f.text ?? null)]), () => screened(fields, adult)),
    name: (name, field) => memo(JSON.stringify([field, name]), () => screenedName(name, field, names)),
  });

  // What several writers share: a pep talk to comment on, a video and a comment to reply to.
  const host = once(() => signUp(app));
  const hostPepTalk = once(
    async () => (await post(await host(), '/api/peptalks', { ...PEP_TALK, title: QUIET_TITLE, mediaUrl: QUIET_WORDS })).id as number,
  );
  const video = once(async () => ((await json(await host(), '/api/videos?limit=1')) as { id: number }[])[0]!.id);
  const hostComment = once(
    async () => (await post(await host(), `/api/videos/${await video()}/comments`, { comment: 'Great video, thanks!' })).id as number,
  );

  // Mentor accounts, one per catalogue mentor open to new mentees: a teen can have a thread with each.
  const mentors = once(async () => {
    const accounts = await createOpenMentors(t, `corpus_${randomInt(1_000_000)}`);
    const catalogue = (await json(await host(), '/api/mentors?limit=100')) as { id: number; name: string }[];
    return accounts.map(({ mentor, name }) => ({ mentor, id: catalogue.find((m) => m.name === name)!.id }));
  });
  /** Each new thread: the current teen with its next mentor, or a new teen once it has one with every mentor. */
  let threadTeen: { teen: Promise<SignedIn>; next: number } | undefined;
  const newThread = async () => {
    const all = await mentors();
    if (!threadTeen || threadTeen.next >= all.length) threadTeen = { teen: signUp(app), next: 0 };
    const { mentor, id } = all[threadTeen.next++]!;
    const teen = await threadTeen.teen;
    await post(teen, `/api/mentors/${id}/like`, undefined, 200);
    // A mentor answers once the teen has written.
    await post(teen, `/api/mentors/${id}/messages`, { text: 'Hi! Could you help me plan my week?' });
    return { teen, mentor, mentorId: id, lines: 0 };
  };

  const teens = new Pool(() => signUp(app));
  const titles = new Pool(() => signUp(app));
  const commenters = new Pool(() => signUp(app));
  const videoCommenters = new Pool(() => signUp(app));
  const repliers = new Pool(() => signUp(app));
  const menteesWriting = new Pool(newThread);
  const threads = new Pool(newThread);
  const boards = new Pool(async () => {
    const teen = await signUp(app);
    const columns = (await json(teen, '/api/projects/1/columns')) as { id: number }[];
    return { teen, columnId: columns[0]!.id, tasks: 0 };
  });
  const boardNamers = new Pool(() => signUp(app));
  // Apart for each name: the settings route also answers `care` for the name kept as it is.
  const namer = async () => {
    const teen = await signUp(app);
    return { teen, displayName: teen.user.displayName, username: teen.user.username };
  };
  const named = { displayName: new Pool(namer), username: new Pool(namer) };
  const reporters = new Pool(async () => ({ author: await signUp(app), reporter: await signUp(app), items: [] as number[] }));
  /** Usernames taken (or asked for) so far: a second ask would be a 409, not the filter's answer. */
  const usernames = new Set<string>();

  /** Sends a body the route's schema takes; answers the outcome. */
  async function write(surface: Surface, body: Record<string, unknown>, parsed: unknown): Promise<Outcome | Skipped> {
    switch (surface) {
      case 'pep talk':
        return teens.use(async (me) => outcomeOf(surface, await me.request({ method: 'POST', url: '/api/peptalks', payload: body })));
      case 'pep talk title':
        return titles.use(async (me) => outcomeOf(surface, await me.request({ method: 'POST', url: '/api/peptalks', payload: body })));
      case 'pep talk comment': {
        const url = `/api/peptalks/${await hostPepTalk()}/comments`;
        return commenters.use(async (me) => outcomeOf(surface, await me.request({ method: 'POST', url, payload: body })));
      }
      case 'video comment': {
        const url = `/api/videos/${await video()}/comments`;
        return videoCommenters.use(async (me) => outcomeOf(surface, await me.request({ method: 'POST', url, payload: body })));
      }
      case 'video reply': {
        const url = `/api/videos/${await video()}/comments`;
        const payload = { ...body, parentId: await hostComment() };
        return repliers.use(async (me) => outcomeOf(surface, await me.request({ method: 'POST', url, payload })));
      }
      case 'mentor message (teen)':
        return menteesWriting.use(async ({ teen, mentorId }) =>
          outcomeOf(surface, await teen.request({ method: 'POST', url: `/api/mentors/${mentorId}/messages`, payload: body })),
        );
      case 'mentor message (adult)':
        return threads.use(
          async (thread) => {
            thread.lines += 1;
            const url = `/api/mentor/threads/${thread.teen.user.id}/messages`;
            const response = await thread.mentor.request({ method: 'POST', url, payload: body });
            const outcome = outcomeOf(surface, response);
            if (outcome !== 'published') return outcome;
            // Published only if the teen can read it.
            const id = (response.json() as { id: number }).id;
            const seen = ((await json(thread.teen, `/api/mentors/${thread.mentorId}/messages?limit=100`)) as { id: number }[]).some(
              (m) => m.id === id,
            );
            return seen ? 'published' : 'held';
          },
          // A held line pauses the thread (and a line kept for care is not risked): the next goes to another.
          (thread, outcome) => (outcome === 'published' || outcome === 'refused') && thread.lines < LINES_PER_THREAD,
        );
      case 'board task':
        return boards.use(
          async (board) => {
            board.tasks += 1;
            const url = `/api/columns/${board.columnId}/tasks`;
            return outcomeOf(surface, await board.teen.request({ method: 'POST', url, payload: body }));
          },
          (board) => board.tasks < TASKS_PER_WRITER,
        );
      case 'board name':
        // A rename of the writer's own first board: judged as a new board's name is, in one request.
        return boardNamers.use(async (me) =>
          outcomeOf(surface, await me.request({ method: 'PATCH', url: '/api/projects/1', payload: body })),
        );
      case 'display name':
      case 'username': {
        const field = surface === 'username' ? 'username' : 'displayName';
        // As the route reads it (trimmed, hidden characters gone): what it compares with the name now.
        const name = String((parsed as Record<string, unknown>)[field]);
        const key = name.toLowerCase();
        if (field === 'username') {
          // A name asked for twice would meet a 409 (taken), not the filter.
          if (usernames.has(key)) return 'skipped';
          usernames.add(key);
        }
        return named[field].use(async (me) => {
          // The routes judge a name only when it changes: from the same name, change it first.
          if (me[field] === name) {
            // Never seven digits in a row: a name may not hold a phone number.
            const other = `${field === 'username' ? 'u_' : 'Tester '}${randomInt(10_000)}x${randomInt(100_000)}`;
            const answer = await me.teen.request({ method: 'PATCH', url: '/api/users/current', payload: { [field]: other } });
            if (answer.statusCode !== 200) throw new HarnessError(surface, answer.statusCode, answer.body);
            me[field] = other;
          }
          const response = await me.teen.request({ method: 'PATCH', url: '/api/users/current', payload: body });
          if (response.statusCode === 409) return 'skipped';
          const outcome = outcomeOf(surface, response);
          if (outcome === 'refused') usernames.delete(key);
          else me[field] = name;
          return outcome;
        });
      }
      case 'report note':
        return reporters.use(async (pair) => {
          // Each note about an item of its own, so that no other note makes its case: the author's
          // comments, written straight into the table a hundred at a time.
          if (pair.items.length === 0) {
            const videoId = await video();
            await insertComments(db, 'video', videoId, pair.author.user.id, ITEMS_PER_BATCH);
            const rows = await db
              .selectFrom('comments')
              .select('id')
              .where('user_id', '=', pair.author.user.id)
              .orderBy('id', 'desc')
              .limit(ITEMS_PER_BATCH)
              .execute();
            pair.items.push(...rows.map((r) => r.id));
          }
          const item = pair.items.pop()!;
          const payload = { ...body, subject: 'video-comment', id: item };
          const response = await pair.reporter.request({ method: 'POST', url: '/api/reports', payload });
          const outcome = outcomeOf(surface, response);
          if (outcome !== 'published') return outcome;
          // The case as the moderators' queue has it (getCase, as the queue reads it): urgent, and about self-harm, is care.
          const row = await db
            .selectFrom('moderation_cases')
            .select('id')
            .where('subject', '=', 'video-comment')
            .where('item_id', '=', item)
            .executeTakeFirst();
          const found = row && (await getCase(db, row.id));
          // (Priorities 1 and 2 are the self-harm ones: contract/safety-rules.ts CASE_PRIORITIES.)
          const care =
            found?.urgent &&
            (found.priority <= CASE_PRIORITIES.selfHarmReport || found.heldFor === 'self-harm' || found.reasons.includes('self-harm'));
          return care ? 'care' : 'published';
        });
    }
  }

  /** The body as sent and as the route reads it, or null when the surface cannot take the text. */
  function prepare(surface: Surface, text: string) {
    const s = SPECS[surface];
    const body = s.body(text);
    if (body === null) return null;
    const parsed = s.parse(body);
    return parsed.success ? { body: body as Record<string, unknown>, parsed: parsed.data, spec: s } : null;
  }

  return {
    async send(surface, text) {
      const prepared = prepare(surface, text);
      return prepared ? write(surface, prepared.body, prepared.parsed) : 'skipped';
    },
    async predict(surface, text) {
      const prepared = prepare(surface, text);
      return prepared ? prepared.spec.predict(prepared.parsed, judgeWith(await reserved())) : 'skipped';
    },
  };
}

// ---- Running a set

export interface CaseResult {
  kind: Kind;
  surface: Surface;
  text: string;
  /** What the route made of it, or the harness's error. */
  outcome: Outcome | Skipped | HarnessError;
}

/**
 * Sends the cases of `files` through the surfaces their kind is measured on: every such surface, or with
 * `spread`, that many of them per case, taken in turn (case i of a kind goes to its surfaces i*spread,
 * i*spread+1, ...), so that each surface still meets an even share of every kind and every case meets a
 * route. The surfaces run at once, each `concurrency` requests at a time. Results come surface by
 * surface, each in the order of the cases.
 */
export async function runCorpus(
  harness: Harness,
  files: readonly CorpusFile[],
  { surfaces = SURFACES, concurrency = 4, spread }: { surfaces?: readonly Surface[]; concurrency?: number; spread?: number } = {},
): Promise<CaseResult[]> {
  const work = new Map<Surface, { kind: Kind; text: string }[]>(surfaces.map((s) => [s, []]));
  for (const { kind, cases } of files) {
    const measured = surfacesFor(kind).filter((s) => surfaces.includes(s));
    if (measured.length === 0) continue;
    const n = spread === undefined ? measured.length : Math.min(spread, measured.length);
    for (const [i, text] of cases.entries()) {
      for (let j = 0; j < n; j += 1) work.get(measured[(i * n + j) % measured.length]!)!.push({ kind, text });
    }
  }
  const perSurface = await Promise.all(
    surfaces.map(async (surface) => {
      const queue = work.get(surface)!;
      const results: CaseResult[] = new Array(queue.length);
      let next = 0;
      const worker = async () => {
        while (next < queue.length) {
          const i = next++;
          const { kind, text } = queue[i]!;
          let outcome: CaseResult['outcome'];
          try {
            outcome = await harness.send(surface, text);
          } catch (error) {
            if (!(error instanceof HarnessError)) throw error;
            outcome = error;
          }
          results[i] = { kind, surface, text, outcome };
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      return results;
    }),
  );
  return perSurface.flat();
}
