// The one list of mini-apps: Home's eight cards and the route table both come from it. Adding a
// mini-app is one line here (and one in server/features/index.ts). Each screen is its own lazy chunk.
import { Brain, HandHeart, KanbanSquare, Megaphone, Target, Trophy, Video, Wallet } from 'lucide-react';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { lazyWithPreload } from '../ui/lazy';
import { progressQuery } from '../lib/progress';
import type { AppCard } from '../lib/apps';

export interface MiniApp extends AppCard {
  /** The screen, loaded when its route is first opened; null until the mini-app is built. */
  screen: ComponentType | null;
  /** Starts loading the screen's code (while the session is checked, so the two overlap). */
  load?: () => Promise<ScreenModule>;
  /** The screen's module under web/features ('board/board-page'). */
  page?: string;
  /** The screen's code has come. */
  ready?: () => boolean;
  /** The screen draws its own chrome (a full-screen video feed) instead of the header and navigation. */
  fullScreen?: boolean;
  /** SPEC's words for screen readers while the screen loads ('Loading videos...'). */
  loadingText?: string;
  /**
   * Starts the screen's first reads once the session is known, while its code is still loading, so
   * the data does not wait for the code (the screen's own queries then find it in the cache).
   */
  prefetch?: Prefetch;
  /**
   * The addresses `prefetch` reads whatever the URL's query (registry.test.ts checks the two agree): the
   * server names them in the page (server/http/spa.ts), so a slow phone fetches them beside the app's
   * code rather than once that code has run.
   */
  reads?: readonly string[];
}

/** Starts a screen's first reads; `search` is the URL's query (which tab, which item). */
export type Prefetch = (client: QueryClient, search: URLSearchParams) => Promise<unknown>;

/** Skill Quest's skills are the user's progress (web/lib/progress.ts). */
const prefetchProgress: Prefetch = (client) => client.prefetchQuery(progressQuery);

/** A screen's module. */
export interface ScreenModule {
  default: ComponentType;
}

/**
 * A lazily loaded screen and the function that starts loading it; both share one module load. `page` is
 * the module that `load` imports, under web/features (registry.test.ts checks the two agree): the build
 * tells the server which chunks each route's first paint asks for (vite.config.ts, firstScreens).
 */
function screenOfModule(page: string, load: () => Promise<ScreenModule>) {
  const { Component, preload, loaded } = lazyWithPreload(load);
  // preload() answers the very module load() gave.
  return { screen: Component, load: preload as () => Promise<ScreenModule>, ready: loaded, page };
}

export const MINI_APPS: readonly MiniApp[] = [
  {
    id: 'leadership-shorts',
    title: 'Leadership Shorts',
    description: 'quick video tips',
    path: '/leadership-shorts',
    colors: 'from-shorts to-shorts-deep',
    icon: Video,
    ...screenOfModule('shorts/shorts-page', () => import('../features/shorts/shorts-page')),
    prefetch: (client) => import('../features/shorts/queries').then((m) => m.prefetchShorts(client)),
    reads: ['/api/videos'],
    fullScreen: true,
    loadingText: 'Loading videos...',
  },
  {
    id: 'mind-gym',
    title: 'Mind Gym',
    description: 'mental wellness adventure',
    path: '/mind-gym',
    colors: 'from-mind to-mind-deep',
    icon: Brain,
    ...screenOfModule('mind-gym/mind-gym-page', () => import('../features/mind-gym/mind-gym-page')),
  },
  {
    id: 'boost-board',
    title: 'Boost Board',
    description: 'organize your projects',
    path: '/boost-board',
    colors: 'from-board to-board-deep',
    icon: KanbanSquare,
    ...screenOfModule('board/board-page', () => import('../features/board/board-page')),
    prefetch: (client, search) => import('../features/board/queries').then((m) => m.prefetchBoard(client, search)),
    loadingText: 'Loading project...',
  },
  {
    id: 'skill-quest',
    title: 'Skill Quest',
    description: 'level up your abilities',
    path: '/skill-quest',
    colors: 'from-skills to-skills-deep',
    icon: Trophy,
    ...screenOfModule('skills/skill-quest-page', () => import('../features/skills/skill-quest-page')),
    prefetch: prefetchProgress,
    reads: ['/api/progress'],
  },
  {
    id: 'finance-tracker',
    title: 'Finance Tracker',
    description: 'manage your money',
    path: '/finance-tracker',
    colors: 'from-finance to-finance-deep',
    icon: Wallet,
    ...screenOfModule('finance/finance-page', () => import('../features/finance/finance-page')),
    prefetch: (client, search) => import('../features/finance/queries').then((m) => m.prefetchFinance(client, search)),
  },
  {
    id: 'goal-setter',
    title: 'Goal Setter',
    description: 'achieve your dreams',
    path: '/goal-setter',
    colors: 'from-goals to-goals-deep',
    icon: Target,
    ...screenOfModule('goals/goals-page', () => import('../features/goals/goals-page')),
    prefetch: (client, search) => import('../features/goals/queries').then((m) => m.prefetchGoals(client, search)),
  },
  {
    id: 'mentor-matcher',
    title: 'Mentor Matcher',
    description: 'find your perfect mentor',
    path: '/mentor-matcher',
    colors: 'from-mentor to-mentor-deep',
    icon: HandHeart,
    ...screenOfModule('mentors/mentor-matcher-page', () => import('../features/mentors/mentor-matcher-page')),
    prefetch: (client, search) => import('../features/mentors/queries').then((m) => m.prefetchMentors(client, search)),
    reads: ['/api/mentors', '/api/mentors/matches'],
    loadingText: 'Loading mentors...',
  },
  {
    id: 'pep-talk',
    title: 'Pep Talk',
    description: 'get hyped, get going',
    path: '/pep-talk',
    colors: 'from-pep to-pep-deep',
    icon: Megaphone,
    ...screenOfModule('pep-talks/pep-talks-page', () => import('../features/pep-talks/pep-talks-page')),
    prefetch: (client) => import('../features/pep-talks/queries').then((m) => m.prefetchPepTalks(client)),
    reads: ['/api/peptalks', '/api/peptalks/user'],
    loadingText: 'Loading pep talks...',
  },
];

/** Home's cards: every mini-app, built or not (an unbuilt one opens the not-found screen). */
export const APP_CARDS: readonly AppCard[] = MINI_APPS.map(
  ({ screen: _s, fullScreen: _f, load: _l, ready: _r, loadingText: _t, prefetch: _p, page: _g, ...card }) => card,
);

/** The title a path's screen shows in the header (the shell draws it before the screen has loaded). */
export interface ScreenInfo {
  title: string | undefined;
  fullScreen: boolean;
  loadingText?: string;
  load?: () => Promise<ScreenModule>;
  ready?: () => boolean;
  prefetch?: Prefetch;
}

export function screenOf(path: string): ScreenInfo {
  if (path === '/') return { title: undefined, fullScreen: false };
  if (path === '/discover')
    return {
      title: 'Discover',
      fullScreen: false,
      loadingText: 'Loading...',
      load: discoverScreen.load,
      ready: discoverScreen.ready,
      prefetch: prefetchDiscover,
    };
  if (path === '/profile')
    return {
      title: 'My Profile',
      fullScreen: false,
      loadingText: 'Loading profile...',
      load: profileScreen.load,
      ready: profileScreen.ready,
    };
  if (path === '/rewards')
    return {
      title: 'Rewards',
      fullScreen: false,
      loadingText: 'Loading rewards...',
      load: rewardsScreen.load,
      ready: rewardsScreen.ready,
      prefetch: prefetchRewards,
    };
  const app = MINI_APPS.find((a) => a.screen !== null && a.path === path);
  return app
    ? {
        title: app.title,
        fullScreen: app.fullScreen ?? false,
        loadingText: app.loadingText,
        load: app.load,
        ready: app.ready,
        prefetch: app.prefetch,
      }
    : { title: 'Not found', fullScreen: false };
}

export const profileScreen = screenOfModule('profile/profile-page', () => import('../features/profile/profile-page'));

/** Discover (issue 32): the bottom navigation's tab and Home's See All, not a mini-app. */
export const discoverScreen = screenOfModule('discover/discover-page', () => import('../features/discover/discover-page'));
const prefetchDiscover: Prefetch = (client, search) =>
  import('../features/discover/queries').then((m) => m.prefetchDiscover(client, search));

/** Rewards (issue 32): the bottom navigation's tab, not a mini-app. */
export const rewardsScreen = screenOfModule('rewards/rewards-page', () => import('../features/rewards/rewards-page'));
const prefetchRewards: Prefetch = (client) => import('../features/rewards/queries').then((m) => m.prefetchRewards(client));
const REWARDS_READS = ['/api/progress', '/api/progress/levels'];

/** The moderators' queue (issues 14 and 29): not a mini-app; the staff shell's screen (web/app/staff-shell.tsx). */
export const moderationScreen = screenOfModule('moderation/moderation-page', () => import('../features/moderation/moderation-page'));

/** The studio (issue 55): mentors' and staff's own clips, from upload to review; their shells' screen. */
export const studioScreen = screenOfModule('shorts/studio-page', () => import('../features/shorts/studio-page'));

/** Review clips (issue 55): staff approve or send back others' clips; the staff shell's screen. */
export const reviewScreen = screenOfModule('shorts/review-page', () => import('../features/shorts/review-page'));

/** What a route's first paint asks for: its screen's module under web/features and its fixed reads. */
export interface ScreenPage {
  page: string;
  reads: readonly string[];
}

/** Each route's first paint, for the build (vite.config.ts, firstScreens); Home is in the app's chunk. */
export function screenPages(): Record<string, ScreenPage> {
  return Object.fromEntries([
    ...MINI_APPS.flatMap((app) => (app.page ? [[app.path, { page: app.page, reads: app.reads ?? [] }] as const] : [])),
    ['/discover', { page: discoverScreen.page, reads: [] }],
    ['/profile', { page: profileScreen.page, reads: [] }],
    ['/rewards', { page: rewardsScreen.page, reads: REWARDS_READS }],
  ]);
}
