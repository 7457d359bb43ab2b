/* global window, document */
// Runs before the first paint so a stored or system dark theme never flashes light, and a
// stored "Reduce motion" choice (lib/motion.ts) holds from the first frame.
// Mirrors resolveTheme() in packages/shared/src/theme.ts; the app takes over once loaded.
(function () {
  var stored = null;
  var isMotionReduced = false;
  try {
    stored = window.localStorage.getItem('darkMode');
    isMotionReduced = window.localStorage.getItem('reduceMotion') === 'true';
  } catch {
    // Storage can be blocked (privacy modes); the system preference still applies.
  }
  var isDark =
    stored === 'true' ||
    (stored !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', isDark);
  document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  document.documentElement.classList.toggle('reduce-motion', isMotionReduced);
})();
