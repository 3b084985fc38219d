// Table types for Kysely. Booleans are stored as 0/1 integers and timestamps as ISO-8601 UTC text,
// so the same queries run unchanged on SQLite and PostgreSQL.
// Columns that hold one of a list of values are typed with the contract's union of them.
import type { Generated, Insertable, Selectable } from 'kysely';
import type { Role, Theme } from '../../contract/auth';
import type { AccountType, SavingsGoalCategory, TransactionCategory } from '../../contract/finance';
import type { GoalCategory, GoalPriority, ReflectionMood } from '../../contract/goals-rules';
import type { LinkStatus } from '../../contract/mentors-rules';
import type { ActivityType, JournalMood, Mood } from '../../contract/mind-gym-rules';
import type { MediaType, PepTalkCategory } from '../../contract/pep-talks-rules';
import type { NotificationKind, ProgressEventName } from '../../contract/progress-rules';
import type { AccountActionRecord, ModerationCase } from '../../contract/safety';
import type { DiscoverTopic } from '../../contract/discover-rules';
import type { ClipKind, ClipState } from '../../contract/shorts';
import type { AccountAction, AuditAction, CaseSubject, KeptKind, ReportReason } from '../../contract/safety-rules';
import type { SkillSlug } from '../../contract/skills';
import type { Subject } from '../../contract/social';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** username in lower case: unique, so names differing only by case clash. */
  username_key: string;
  display_name: string;
  password_hash: string;
  level: Generated<number>;
  progress: Generated<number>;
  avatar_color: string;
  email_notifications: Generated<number>;
  theme: Generated<Theme>;
  is_demo: Generated<number>;
  /** 1 for an account of the sample community that demos read (decision 0036): real members never see it; nobody signs in as it. */
  is_sample: Generated<number>;
  created_at: string;
  /** 'member', 'mentor' or 'moderator' (contract/auth.ts ROLES). */
  role: Generated<Role>;
  /** The Rise team's own account (a badge; the app's pictures and videos in pep talks). */
  verified: Generated<number>;
  /** Progress points earned (server/progress): level and progress are kept from it. */
  points: Generated<number>;
  /** The highest level the level-up moment has shown (server/progress, decision 0026); null until first read. */
  level_seen: number | null;
  /** A member's 16th birthday (YYYY-MM-DD), kept instead of the birth date; null when no age is known (demo, adults, older accounts). */
  turns_16_on: string | null;
  /** A member's 18th birthday (YYYY-MM-DD): from that day they can read, export and delete, but no longer post or write to mentors. */
  turns_18_on: string | null;
  /** Issue 52: restricted by a moderator (no posting, commenting or writing to others) since; null when not. */
  restricted_at: string | null;
  /** When the restriction ends by itself; null with restricted_at: until a moderator decides. */
  restricted_until: string | null;
  /** The community standards' rule (contract REPORT_REASONS) of the last restriction, suspension or ban. */
  standing_rule: ReportReason | null;
  /** Suspended (cannot sign in) since; null when not. */
  suspended_at: string | null;
  /** When the suspension ends by itself; null with suspended_at: until lifted. */
  suspended_until: string | null;
  /** Banned (closed for good, its public words hidden) since; null when not. */
  banned_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** 1 when started with "Keep me signed in": the cookie outlives the browser and the app keeps an offline copy. */
  kept_signed_in: Generated<number>;
}

/** Wrong sign-ins per account name, for the per-account back-off (server/auth/throttle.ts). */
export interface SignInFailuresTable {
  username_key: string;
  failures: number;
  last_failed_at: string;
  locked_until: string | null;
}

/** Browsers that have signed in to an account (the SHA-256 of their device cookie). */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: number;
  created_at: string;
}

export interface FinanceAccountsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  type: AccountType;
  color: string;
  balance_cents: number;
  income_cents: Generated<number>;
  expense_cents: Generated<number>;
  transaction_count: Generated<number>;
  created_at: string;
}

export interface FinanceTransactionsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  description: string;
  amount_cents: number;
  /** YYYY-MM-DD */
  date: string;
  category: TransactionCategory;
  is_expense: number;
  created_at: string;
}

export interface FinanceGoalsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  target_cents: number;
  current_cents: number;
  deadline: string;
  category: SavingsGoalCategory;
  color: string;
  icon: string;
  completed: number;
  created_at: string;
}

export interface VideosTable {
  id: Generated<number>;
  slug: string;
  position: number;
  title: string;
  description: string;
  video_url: string;
  poster_url: string;
  captions_url: string;
  author_id: number;
  author_name: string;
  author_role: string;
  author_color: string;
  /** JSON array of text. */
  tags: string;
  /** The studio's clip it was published from (issue 55); null for the catalogue's. */
  clip_id: number | null;
  /** The small rendition for slow networks, when there is one. */
  small_url: string | null;
  /** 0 when its uploader (a teen's peer tip) chose no comments (migration 0043). */
  comments_open: Generated<number>;
}

/** One staff member's approval of a clip in review (a teen's tip needs two). */
export interface ClipApprovalsTable {
  clip_id: number;
  reviewer_id: number;
  approved_at: string;
}

/** Where a job is (server/jobs/jobs.repo.ts). */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A job for the worker (server/jobs): a clip's processing, retried with back-off, leased while it runs. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  payload: string;
  state: JobState;
  attempts: Generated<number>;
  max_attempts: number;
  run_at: string;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** A clip made in the studio (issue 55), from its upload to its review. */
export interface ClipsTable {
  id: Generated<number>;
  uploader_id: number;
  state: ClipState;
  title: string;
  description: string;
  /** JSON array of text, without '#'. */
  hashtags: string;
  category: DiscoverTopic;
  failure_reason: string | null;
  review_note: string | null;
  /** The upload as it arrives: its type, announced size and bytes received so far. */
  upload_type: string | null;
  upload_size: number | null;
  received: Generated<number>;
  /** The original's file under the media folder's originals/, private (null once removed). */
  original_file: string | null;
  /** The folder under the media folder's clips/ holding what the pipeline made; random, never guessed. */
  media_key: string | null;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  /** WebVTT. */
  captions: string | null;
  captions_source: 'uploader' | 'draft' | null;
  reviewer_id: number | null;
  video_id: number | null;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  published_at: string | null;
  /** 'tip': a teen's peer tip (migration 0043); 'clip': staff's or a mentor's. */
  kind: Generated<ClipKind>;
  background: string | null;
  comments_open: Generated<number>;
  consented_at: string | null;
}

/** A like: one per user per item, whatever the item is (server/social). */
export interface ReactionsTable {
  subject: Subject;
  item_id: number;
  user_id: number;
  created_at: string;
}

/** A comment on an item of any subject (server/social). */
export interface CommentsTable {
  id: Generated<number>;
  subject: Subject;
  item_id: number;
  user_id: number;
  body: string;
  likes: Generated<number>;
  created_at: string;
  /** The top-level comment this one replies to (one level deep), or null (issue 32). */
  parent_id: number | null;
}

/**
 * An item's likes and comments as an ordinary member counts them, kept with each like and comment
 * (issue 53, server/social/counts.repo.ts); `week_likes` the past seven days' likes.
 */
export interface ItemCountsTable {
  subject: Subject;
  item_id: number;
  likes: Generated<number>;
  comments: Generated<number>;
  week_likes: Generated<number>;
  /** 1: to recount (an account that liked or wrote here is going or was banned). */
  stale: Generated<number>;
}

/** A mood a user tracked (Mind Gym). */
export interface MindGymMoodsTable {
  id: Generated<number>;
  user_id: number;
  /** great, good, okay, down or sad. */
  mood: Mood;
  /** null when there is none (a blank note is stored as null). */
  note: string | null;
  created_at: string;
}

export interface MindGymAffirmationsTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  is_favorite: Generated<number>;
  play_count: Generated<number>;
  created_at: string;
}

/** The built-in preset affirmations, in presets.json's order (a catalogue, seeded at start-up). */
export interface MindGymPresetsTable {
  id: Generated<number>;
  position: number;
  text: string;
}

export interface MindGymJournalTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  /** One of the moods, or neutral. */
  mood: JournalMood;
  created_at: string;
  /** null until the entry is edited. */
  updated_at: string | null;
}

/** A breathing session, logged when it is stopped. */
export interface MindGymActivitiesTable {
  id: Generated<number>;
  user_id: number;
  type: ActivityType;
  /** Whole minutes, as the screen sends them. */
  duration: number;
  /** How many seconds it really ran, when known. */
  seconds: number | null;
  created_at: string;
}

/** A life goal (Goal Setter). */
export interface GoalsTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string | null;
  /** career, education, financial, health, personal or relationships. */
  category: GoalCategory;
  /** low, medium, high or critical. */
  priority: GoalPriority;
  /** YYYY-MM-DD, or null without one. */
  deadline: string | null;
  /** Set from the category. */
  color: string;
  icon: string;
  /** 0 to 100. */
  progress: Generated<number>;
  completed: Generated<number>;
  created_at: string;
  updated_at: string | null;
  completed_at: string | null;
}

export interface GoalMilestonesTable {
  id: Generated<number>;
  goal_id: number;
  user_id: number;
  title: string;
  description: string | null;
  due_date: string | null;
  /** The milestone's order (SPEC §3), from 1. */
  position: number;
  completed: Generated<number>;
  created_at: string;
  completed_at: string | null;
}

export interface GoalReflectionsTable {
  id: Generated<number>;
  goal_id: number;
  user_id: number;
  content: string;
  mood: ReflectionMood;
  created_at: string;
  updated_at: string | null;
}

/** A Boost Board (issue 36: shared). Never id 1: the API's 1 is each user's own first board. */
export interface BoardProjectsTable {
  id: Generated<number>;
  /** Its owner now: who made it, unless it was handed over. */
  owner_id: number;
  title: string;
  created_at: string;
}

/** Who is on a board, its owner included. */
export interface BoardMembersTable {
  project_id: number;
  user_id: number;
  joined_at: string;
}

/** A code a board's owner shares so that classmates can join. */
export interface BoardInvitesTable {
  id: Generated<number>;
  project_id: number;
  /** INVITE_LENGTH letters of INVITE_ALPHABET, unique. */
  code: string;
  created_by: number | null;
  created_at: string;
  expires_at: string;
  uses: Generated<number>;
}

export interface BoardColumnsTable {
  id: Generated<number>;
  project_id: number;
  title: string;
  /** 0 to n-1, left to right. */
  position: number;
  /** 1 for the column that holds finished tasks (Completed). */
  done: Generated<number>;
  created_at: string;
}

/**
 * Every version of a board's name (column_id null) or a column's title, with its writer (issue 52): the
 * newest is the title; a version the moderators hid gives way, for everyone but its writer, to the last
 * one nobody reported. Reports are about one version (subject `board-title`, its item id this id).
 */
export interface BoardTitlesTable {
  id: Generated<number>;
  project_id: number;
  column_id: number | null;
  title: string;
  /** Who wrote it; null once their account is gone (or for a column Rise made). */
  written_by: number | null;
  written_at: string;
}

export interface BoardTasksTable {
  id: Generated<number>;
  project_id: number;
  column_id: number;
  /** Who wrote it; null once their account is gone. */
  created_by: number | null;
  title: string;
  description: string | null;
  tag: string | null;
  tag_color: string | null;
  due_date: string | null;
  /** A member of the board, or null. */
  assigned_to: number | null;
  /** 0 to n-1 within its column, top to bottom. */
  position: number;
  created_at: string;
  updated_at: string | null;
  /** When it entered a done column; null while it is not in one. */
  completed_at: string | null;
}

export interface MentorsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  title: string;
  bio: string;
  image_url: string;
  /** A JSON array of text. */
  tags: string;
  availability: string;
  accepting: number;
  position: number;
  retired: Generated<number>;
  user_id: number | null;
}

export interface MentorLinksTable {
  /** The teen. */
  user_id: number;
  mentor_id: number;
  /** Never 'none': that is the absence of a link. */
  status: Exclude<LinkStatus, 'none'>;
  created_at: string;
  updated_at: string;
  matched_at: string | null;
  /** The mentor's tenure this thread is with now (null: the mentor has had no account since). */
  tenure_id: number | null;
}

export interface MentorMessagesTable {
  id: Generated<number>;
  mentor_id: number;
  /** The teen of the thread, whoever wrote it. */
  user_id: number;
  from_mentor: number;
  body: string;
  created_at: string;
  /** Who wrote it: the teen, or the mentor's account (null once that account is deleted, or unknown). */
  author_id: number | null;
  /** The tenure it was written in (null: written while the mentor had no account yet). */
  tenure_id: number | null;
}

/** Each period an account spoke for a catalogue mentor (issue 29): its threads are its own. */
export interface MentorTenuresTable {
  id: Generated<number>;
  mentor_id: number;
  /** null once the account is deleted. */
  user_id: number | null;
  /** The account's username when it was linked (null: from before issue 29, not recorded). */
  username: string | null;
  linked_at: string;
  /** null while it speaks for the mentor. */
  unlinked_at: string | null;
}

/** A teen's block of a mentor's account that has since been deleted: it still holds against the mentor. */
export interface MentorBlocksTable {
  mentor_id: number;
  /** The teen. */
  user_id: number;
  created_at: string;
}

/**
 * One reported or held item (server/social), kept as evidence (issue 29): who wrote it as they were
 * named then, whether it is hidden, its priority in the queue and the moderators' decision.
 */
export interface ModerationCasesTable {
  id: Generated<number>;
  subject: CaseSubject;
  item_id: number;
  /** null once the writer's account is deleted. */
  author_id: number | null;
  author_username: string;
  author_display_name: string;
  author_role: string;
  /** The Rise team's or a staff account's words: never hidden by reports alone. */
  author_protected: Generated<number>;
  hidden: Generated<number>;
  urgent: Generated<number>;
  /** contract/safety-rules.ts CASE_PRIORITIES: 1 first. */
  priority: Generated<number>;
  held_for: ModerationCase['heldFor'];
  first_reported_at: string;
  decision: ModerationCase['decision'];
  decided_by: number | null;
  decided_at: string | null;
  restore_requested_by: number | null;
  restore_requested_at: string | null;
  warn: Generated<number>;
  item_deleted_at: string | null;
  appealed_at: string | null;
}

/** One person's report of an item (server/social); it stays with the case when the reporter goes. */
export interface CaseReportsTable {
  id: Generated<number>;
  case_id: number;
  reporter_id: number | null;
  reason: ReportReason;
  note: string | null;
  created_at: string;
  /** The reporter's account was older than a day and not a demo when they reported. */
  trusted: Generated<number>;
}

/** The words of a case's item, each time they were first seen or edited. */
export interface CaseVersionsTable {
  id: Generated<number>;
  case_id: number;
  text: string;
  at: string;
}

/** An author's request for another look at a decision. */
export interface CaseAppealsTable {
  id: Generated<number>;
  case_id: number;
  note: string | null;
  created_at: string;
}

/** A moderator's action on an account (issue 52), kept as evidence when the account goes. */
export interface AccountActionsTable {
  id: Generated<number>;
  user_id: number | null;
  username: string;
  display_name: string;
  /** contract ACCOUNT_ACTIONS: 'restrict', 'suspend', 'ban' or 'lift'. */
  action: AccountAction;
  days: number | null;
  rule: ReportReason | null;
  note: string | null;
  case_id: number | null;
  /** null: taken by the reports themselves (two trusted "may be an adult" reports). */
  requested_by: number | null;
  requested_by_username: string | null;
  requested_at: string;
  confirmed_by: number | null;
  confirmed_by_username: string | null;
  /** 'waiting' (for a second moderator), 'done' or 'dropped'. */
  state: AccountActionRecord['state'];
  done_at: string | null;
  until: string | null;
  appealed_at: string | null;
  appeal_note: string | null;
}

/** Every moderator look and decision (issue 29); no route changes or deletes a row. */
export interface ModerationAuditTable {
  id: Generated<number>;
  at: string;
  moderator_id: number | null;
  moderator_username: string;
  action: AuditAction;
  case_id: number | null;
  about: string;
  erase_after: string | null;
}

/** blocker_id blocked blocked_id; each then stops seeing the other (server/social). */
export interface BlocksTable {
  blocker_id: number;
  blocked_id: number;
  created_at: string;
}

/** A pep talk (Pep Talk): text, or the Rise account's picture or video of the app's own. */
export interface PepTalksTable {
  id: Generated<number>;
  /** The catalogue's key for the Rise account's seeded pep talks; null for everyone else's. */
  slug: string | null;
  user_id: number;
  title: string;
  media_type: MediaType;
  media_url: string;
  media_alt: string | null;
  captions_url: string | null;
  poster_url: string | null;
  category: PepTalkCategory;
  is_public: number;
  created_at: string;
  /** 1 when its author turned comments off (issue 31). */
  comments_off: Generated<number>;
}

/** One person's share of a pep talk: counted once. */
export interface PepTalkSharesTable {
  pep_talk_id: number;
  user_id: number;
  created_at: string;
}

/** An action that counted toward a user's progress (server/progress), once per thing. */
export interface ProgressEventsTable {
  id: Generated<number>;
  user_id: number;
  name: ProgressEventName;
  subject: string;
  day: string;
  points: number;
  created_at: string;
}

/** What the bell says (server/progress). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  title: string;
  body: string;
  once_key: string | null;
  created_at: string;
  read_at: string | null;
  /** A moderation notice's case (its author may appeal it). */
  case_id: number | null;
}

/** A teen's answer to a day's challenge (Skill Quest, issue 32): one per user per day. */
export interface SkillChallengeAnswersTable {
  id: Generated<number>;
  user_id: number;
  /** The teen's own calendar day, YYYY-MM-DD. */
  day: string;
  challenge_id: string;
  choice: number;
  created_at: string;
}

/** A time zone a teen's app said it was in, and when it last said so (the daily challenge's days, issue 52). */
export interface SkillTimeZonesTable {
  user_id: number;
  /** An IANA zone, e.g. Europe/London. */
  time_zone: string;
  last_seen_at: string;
}

/** A practice finished (Skill Quest, issue 32). */
export interface SkillPracticesTable {
  id: Generated<number>;
  user_id: number;
  skill: SkillSlug;
  item_id: string;
  created_at: string;
}

/** Kept from a deleted account for safeguarding, for moderators only, until erase_after (server/social). */
export interface SafeguardingHoldsTable {
  id: Generated<number>;
  kind: KeptKind;
  about: string;
  lines: string;
  former_username: string;
  kept_at: string;
  erase_after: string;
}

/** A user's count and points of one kind of action, kept by recordProgress (issue 53). */
export interface ProgressTotalsTable {
  user_id: number;
  name: ProgressEventName;
  actions: Generated<number>;
  points: Generated<number>;
  /** When the ACHIEVEMENT_GOAL-th action was recorded (migration 0039); null before it. */
  goal_reached_at: string | null;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  trusted_devices: TrustedDevicesTable;
  finance_accounts: FinanceAccountsTable;
  finance_transactions: FinanceTransactionsTable;
  finance_goals: FinanceGoalsTable;
  videos: VideosTable;
  jobs: JobsTable;
  clips: ClipsTable;
  clip_approvals: ClipApprovalsTable;
  reactions: ReactionsTable;
  comments: CommentsTable;
  item_counts: ItemCountsTable;
  mindgym_moods: MindGymMoodsTable;
  mindgym_affirmations: MindGymAffirmationsTable;
  mindgym_presets: MindGymPresetsTable;
  mindgym_journal: MindGymJournalTable;
  mindgym_activities: MindGymActivitiesTable;
  goals: GoalsTable;
  goal_milestones: GoalMilestonesTable;
  goal_reflections: GoalReflectionsTable;
  board_projects: BoardProjectsTable;
  board_members: BoardMembersTable;
  board_invites: BoardInvitesTable;
  board_columns: BoardColumnsTable;
  board_tasks: BoardTasksTable;
  board_titles: BoardTitlesTable;
  mentors: MentorsTable;
  mentor_links: MentorLinksTable;
  mentor_messages: MentorMessagesTable;
  mentor_tenures: MentorTenuresTable;
  mentor_blocks: MentorBlocksTable;
  moderation_cases: ModerationCasesTable;
  case_reports: CaseReportsTable;
  case_versions: CaseVersionsTable;
  case_appeals: CaseAppealsTable;
  account_actions: AccountActionsTable;
  moderation_audit: ModerationAuditTable;
  blocks: BlocksTable;
  pep_talks: PepTalksTable;
  pep_talk_shares: PepTalkSharesTable;
  progress_events: ProgressEventsTable;
  progress_totals: ProgressTotalsTable;
  notifications: NotificationsTable;
  safeguarding_holds: SafeguardingHoldsTable;
  skill_challenge_answers: SkillChallengeAnswersTable;
  skill_time_zones: SkillTimeZonesTable;
  skill_practices: SkillPracticesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
