// The built screens, in one list: `npm run screenshots` photographs each, `npm run bench` runs
// Lighthouse on each and the browser tests try each at four widths. A new mini-app adds its route
// here when it is built.

export interface Screen {
  /** A file-name-safe name. */
  name: string;
  path: string;
  /** Seen signed out (the sign-in screen) rather than as the demo account. */
  signedOut?: boolean;
  /** A link followed after the page has loaded (a goal's details), by its accessible name. */
  open?: string;
  /** A tab or state reached by a click after the page has loaded (and `open` followed). */
  tab?: string;
}

export const SCREENS: readonly Screen[] = [
  { name: 'sign-in', path: '/', signedOut: true },
  { name: 'home', path: '/' },
  { name: 'profile', path: '/profile' },
  { name: 'profile-settings', path: '/profile', tab: 'Settings' },
  { name: 'discover', path: '/discover' },
  { name: 'discover-search', path: '/discover?q=leaders' },
  { name: 'rewards', path: '/rewards' },
  { name: 'leadership-shorts', path: '/leadership-shorts' },
  { name: 'skill-quest', path: '/skill-quest' },
  { name: 'mind-gym-breathe', path: '/mind-gym' },
  { name: 'mind-gym-mood', path: '/mind-gym', tab: 'Mood' },
  { name: 'mind-gym-affirm', path: '/mind-gym', tab: 'Affirm' },
  { name: 'mind-gym-journal', path: '/mind-gym', tab: 'Journal' },
  { name: 'goal-setter', path: '/goal-setter' },
  { name: 'goal-setter-details', path: '/goal-setter', open: 'Give a speech at the school assembly' },
  { name: 'goal-setter-milestones', path: '/goal-setter', open: 'Give a speech at the school assembly', tab: 'Milestones' },
  { name: 'goal-setter-reflections', path: '/goal-setter', open: 'Give a speech at the school assembly', tab: 'Reflections' },
  { name: 'finance-overview', path: '/finance-tracker' },
  { name: 'finance-accounts', path: '/finance-tracker', tab: 'Accounts' },
  { name: 'finance-transactions', path: '/finance-tracker', tab: 'Transactions' },
  { name: 'finance-goals', path: '/finance-tracker', tab: 'Goals' },
  { name: 'boost-board', path: '/boost-board' },
  { name: 'mentor-matcher', path: '/mentor-matcher' },
  { name: 'pep-talk', path: '/pep-talk' },
  { name: 'not-found', path: '/no-such-page' },
];
