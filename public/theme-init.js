// Runs before the first paint: the theme the user chose last time, so no light flash in dark mode.
(function () {
  try {
    var theme = localStorage.getItem('rise-theme') || 'system';
    var dark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (e) {
    /* storage unavailable: the system theme applies once the app starts */
  }
})();
