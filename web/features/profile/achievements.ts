// Each achievement's picture (contract/progress-rules.ts ACHIEVEMENTS says what it asks; the server
// says how far this user is, from their real actions).
import { Award, BookOpen, Flag, Handshake, Megaphone, PiggyBank, Smile, Star, Target, Wind, type LucideIcon } from 'lucide-react';

export const ACHIEVEMENT_ICONS: Record<number, LucideIcon> = {
  1: Star,
  2: Handshake,
  3: Award,
  4: Wind,
  5: Smile,
  6: BookOpen,
  7: Flag,
  8: Target,
  9: PiggyBank,
  10: Megaphone,
};
