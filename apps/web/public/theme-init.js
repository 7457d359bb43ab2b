/* global window, document */
// Runs before the first paint so a stored or system dark theme never flashes light.
// Mirrors resolveTheme() in packages/shared/src/theme.ts; the app takes over once loaded.
(function () {
  var stored = null;
  try {
    stored = window.localStorage.getItem('darkMode');
  } catch {
    // Storage can be blocked (privacy modes); the system preference still applies.
  }
  var isDark =
    stored === 'true' ||
    (stored !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
})();
