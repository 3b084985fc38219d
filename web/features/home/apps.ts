// SPEC §1/§3 app cards: the eight mini-apps on the Home launcher.
import { Brain, HandHeart, KanbanSquare, Megaphone, Target, Trophy, Video, Wallet, type LucideIcon } from 'lucide-react';

export interface AppCard {
  id: string;
  title: string;
  description: string;
  path: string;
  /** Tailwind classes of the card's gradient. */
  colors: string;
  icon: LucideIcon;
}

export const APP_CARDS: AppCard[] = [
  { id: 'leadership-shorts', title: 'Leadership Shorts', description: 'quick video tips', path: '/leadership-shorts', colors: 'from-rose-600 to-pink-700', icon: Video },
  { id: 'mind-gym', title: 'Mind Gym', description: 'mental wellness adventure', path: '/mind-gym', colors: 'from-teal-600 to-emerald-700', icon: Brain },
  { id: 'boost-board', title: 'Boost Board', description: 'organize your projects', path: '/boost-board', colors: 'from-blue-600 to-indigo-700', icon: KanbanSquare },
  { id: 'skill-quest', title: 'Skill Quest', description: 'level up your abilities', path: '/skill-quest', colors: 'from-amber-600 to-orange-700', icon: Trophy },
  { id: 'finance-tracker', title: 'Finance Tracker', description: 'manage your money', path: '/finance-tracker', colors: 'from-green-600 to-emerald-800', icon: Wallet },
  { id: 'goal-setter', title: 'Goal Setter', description: 'achieve your dreams', path: '/goal-setter', colors: 'from-violet-600 to-purple-800', icon: Target },
  { id: 'mentor-matcher', title: 'Mentor Matcher', description: 'find your perfect mentor', path: '/mentor-matcher', colors: 'from-cyan-600 to-sky-800', icon: HandHeart },
  { id: 'pep-talk', title: 'Pep Talk', description: 'get hyped, get going', path: '/pep-talk', colors: 'from-fuchsia-600 to-pink-800', icon: Megaphone },
];
