// Each achievement's picture (contract/progress-rules.ts ACHIEVEMENTS says what it asks; the server
// says how far this user is, from their real actions). Id 3 (Mentor Magnet) is gone for good (decision 0021).
import { BookOpen, Flag, Handshake, Megaphone, PiggyBank, Smile, Star, Target, Wind, type LucideIcon } from 'lucide-react';

export const ACHIEVEMENT_ICONS: Record<number, LucideIcon> = {
  1: Star,
  2: Handshake,
  4: Wind,
  5: Smile,
  6: BookOpen,
  7: Flag,
  8: Target,
  9: PiggyBank,
  10: Megaphone,
};
