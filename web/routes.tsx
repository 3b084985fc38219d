// The route table (SPEC §2): ten flat routes; each mini-app is its own lazily loaded chunk.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './app/not-found';
import { HomePage } from './features/home/home-page';
import { Loading } from './ui/loading';

const ProfilePage = lazy(() => import('./features/profile/profile-page'));
const SkillQuestPage = lazy(() => import('./features/skills/skill-quest-page'));
const FinancePage = lazy(() => import('./features/finance/finance-page'));
const ShortsPage = lazy(() => import('./features/shorts/shorts-page'));

export function Routes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/skill-quest" component={SkillQuestPage} />
        <Route path="/finance-tracker" component={FinancePage} />
        <Route path="/leadership-shorts" component={ShortsPage} />
        {/* Mind Gym, Boost Board, Goal Setter, Mentor Matcher and
            Pep Talk are not built yet: their paths show the not-found screen until they are. */}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
