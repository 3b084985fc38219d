// The route table (SPEC §2): ten flat routes, from the app registry. Every screen is wrapped here in
// the shell (header and navigation, shown at once while its chunk loads), so features never import app/.
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/home-page';
import { LevelUpWatcher } from './level-up-watcher';
import { useDocumentTitle } from '../lib/use-document-title';
import { setToastPlacement } from '../lib/toast';
import { LoadBoundary } from '../ui/error-boundary';
import { FeedSkeleton, PageSkeleton } from '../ui/page-skeleton';
import { AppShell } from './app-shell';
import { SessionReady } from './auth-gate';
import { NotFound } from './not-found';
import { OfferedCare } from './offered-care';
import { APP_CARDS, MINI_APPS, type MiniApp, discoverScreen, profileScreen, rewardsScreen, screenOf } from './registry';

const ProfilePage = profileScreen.screen;
const DiscoverPage = discoverScreen.screen;
const RewardsPage = rewardsScreen.screen;

/** A screen that draws its own chrome: toasts go to the top, clear of its captions and controls. */
function FullScreen({ title = 'Rise', children }: { title?: string; children: ReactNode }) {
  useDocumentTitle(title);
  useEffect(() => {
    setToastPlacement('top');
    document.documentElement.classList.add('full-screen'); // black behind the feed (styles.css)
    return () => {
      setToastPlacement('above-navigation');
      document.documentElement.classList.remove('full-screen');
    };
  }, []);
  return <>{children}</>;
}

function screen(Screen: ComponentType, path: string) {
  const { title, fullScreen, loadingText } = screenOf(path);
  // A full-screen screen draws its own chrome; every other one sits in the shell.
  const Frame = fullScreen ? FullScreen : AppShell;
  const skeleton = fullScreen ? <FeedSkeleton label={loadingText} /> : <PageSkeleton label={loadingText} />;
  return (
    <Frame title={title}>
      {/* A level reached is shown once, on any screen but the video feed (a video is not interrupted). */}
      {!fullScreen && <LevelUpWatcher />}
      {/* The care card a feature offered (a name, a board's words): above the screen until closed. */}
      {!fullScreen && <OfferedCare />}
      <SessionReady path={path} fallback={skeleton}>
        <LoadBoundary>
          <Suspense fallback={skeleton}>
            <Screen />
          </Suspense>
        </LoadBoundary>
      </SessionReady>
    </Frame>
  );
}

const Home = () => <HomePage apps={APP_CARDS} />;

/** Mini-apps not built yet have no route: their paths show the not-found screen. */
const BUILT = MINI_APPS.filter((app): app is MiniApp & { screen: ComponentType } => app.screen !== null);

export function Routes() {
  return (
    <Switch>
      <Route path="/">{screen(Home, '/')}</Route>
      <Route path="/profile">{screen(ProfilePage, '/profile')}</Route>
      <Route path="/discover">{screen(DiscoverPage, '/discover')}</Route>
      <Route path="/rewards">{screen(RewardsPage, '/rewards')}</Route>
      {BUILT.map((app) => (
        <Route key={app.id} path={app.path}>
          {screen(app.screen, app.path)}
        </Route>
      ))}
      <Route>{screen(NotFound, '/not-found')}</Route>
    </Switch>
  );
}
