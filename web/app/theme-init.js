// Runs before the first paint: the theme the user chose last time, so no light flash in dark mode;
// the route, so the app's static first-paint shell (web/app/first-paint.tsx) is the route's own; and on a
// screen that draws its own chrome (the Shorts feed) that shell stays hidden, so the feed's dark frame
// is the first thing drawn.
(function () {
  try {
    var theme = localStorage.getItem('rise-theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: the system theme applies once the app starts */
  }
  // Which route's static shell to draw (web/app/first-paint.tsx).
  document.documentElement.setAttribute('data-route', location.pathname);
  if (location.pathname === '/leadership-shorts') document.documentElement.classList.add('full-screen');
})();
