// What a mini-app's card on Home shows (SPEC §3 app card). The list itself is web/app/registry.tsx.
import type { LucideIcon } from 'lucide-react';

export interface AppCard {
  id: string;
  title: string;
  /** SPEC §1's tagline, shown as the card's description. */
  description: string;
  path: string;
  /** Tailwind classes of the card's gradient. */
  colors: string;
  icon: LucideIcon;
}
