// The one list of mini-apps: Home's eight cards and the route table both come from it. Adding a
// mini-app is one line here (and one in server/features/index.ts). Each screen is its own lazy chunk.
import { Brain, HandHeart, KanbanSquare, Megaphone, Target, Trophy, Video, Wallet } from 'lucide-react';
import { type ComponentType, lazy } from 'react';
import type { AppCard } from '../lib/apps';

export interface MiniApp extends AppCard {
  /** The screen, loaded when its route is first opened; null until the mini-app is built. */
  screen: ComponentType | null;
  /** The screen draws its own chrome (a full-screen video feed) instead of the header and navigation. */
  fullScreen?: boolean;
}

export const MINI_APPS: readonly MiniApp[] = [
  {
    id: 'leadership-shorts',
    title: 'Leadership Shorts',
    description: 'quick video tips',
    path: '/leadership-shorts',
    colors: 'from-rose-600 to-pink-700',
    icon: Video,
    screen: lazy(() => import('../features/shorts/shorts-page')),
    fullScreen: true,
  },
  { id: 'mind-gym', title: 'Mind Gym', description: 'mental wellness adventure', path: '/mind-gym', colors: 'from-teal-600 to-emerald-700', icon: Brain, screen: null },
  { id: 'boost-board', title: 'Boost Board', description: 'organize your projects', path: '/boost-board', colors: 'from-blue-600 to-indigo-700', icon: KanbanSquare, screen: null },
  {
    id: 'skill-quest',
    title: 'Skill Quest',
    description: 'level up your abilities',
    path: '/skill-quest',
    colors: 'from-amber-600 to-orange-700',
    icon: Trophy,
    screen: lazy(() => import('../features/skills/skill-quest-page')),
  },
  {
    id: 'finance-tracker',
    title: 'Finance Tracker',
    description: 'manage your money',
    path: '/finance-tracker',
    colors: 'from-green-600 to-emerald-800',
    icon: Wallet,
    screen: lazy(() => import('../features/finance/finance-page')),
  },
  { id: 'goal-setter', title: 'Goal Setter', description: 'achieve your dreams', path: '/goal-setter', colors: 'from-violet-600 to-purple-800', icon: Target, screen: null },
  { id: 'mentor-matcher', title: 'Mentor Matcher', description: 'find your perfect mentor', path: '/mentor-matcher', colors: 'from-cyan-600 to-sky-800', icon: HandHeart, screen: null },
  { id: 'pep-talk', title: 'Pep Talk', description: 'get hyped, get going', path: '/pep-talk', colors: 'from-fuchsia-600 to-pink-800', icon: Megaphone, screen: null },
];

/** Home's cards: every mini-app, built or not (an unbuilt one opens the not-found screen). */
export const APP_CARDS: readonly AppCard[] = MINI_APPS.map(({ screen: _s, fullScreen: _f, ...card }) => card);
