// SPEC §3 Achievement (static demo data): completed ones carry a date, others progress out of 10.
import { Award, Flame, Handshake, PiggyBank, Rocket, Star, type LucideIcon } from 'lucide-react';

export const ACHIEVEMENT_GOAL = 10;

export type Achievement = {
  id: number;
  title: string;
  description: string;
  icon: LucideIcon;
} & ({ completed: true; date: string } | { completed: false; progress: number });

export const ACHIEVEMENTS: Achievement[] = [
  { id: 1, title: 'First Steps', description: 'Complete your first skill lesson', icon: Rocket, completed: true, date: '2026-09-12' },
  { id: 2, title: 'Team Player', description: 'Finish 10 tasks on a Boost Board', icon: Handshake, completed: true, date: '2026-10-03' },
  { id: 3, title: 'Video Buff', description: 'Watch 10 Leadership Shorts', icon: Star, completed: false, progress: 7 },
  { id: 4, title: 'On a Roll', description: 'Check in 10 days in a row', icon: Flame, completed: false, progress: 4 },
  { id: 5, title: 'Smart Saver', description: 'Log 10 transactions', icon: PiggyBank, completed: false, progress: 2 },
  { id: 6, title: 'Mentor Magnet', description: 'Match with 10 mentors', icon: Award, completed: false, progress: 3 },
];

export const PROFILE_STATS = [
  { value: 8, label: 'Skills Mastered' },
  { value: 15, label: 'Tasks Completed' },
  { value: 7, label: 'Videos Watched' },
  { value: 3, label: 'Mentor Matches' },
];
