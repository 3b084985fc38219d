// The plain pages (privacy, community standards, terms) in the theme chosen in the app (web/lib/theme.ts
// keeps it); without this script, or with "System Default", they follow the device.
(function () {
  try {
    var theme = localStorage.getItem('rise-theme');
    if (theme === 'dark' || theme === 'light') document.documentElement.classList.add(theme);
  } catch (e) {
    /* storage unavailable: the device's theme applies */
  }
})();
