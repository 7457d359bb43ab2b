/** Where the "Reduce motion" setting is remembered on this device, for /theme-init.js. */
export const REDUCE_MOTION_STORAGE_KEY = 'reduceMotion';

/**
 * Settings → Content → Reduce motion: the `reduce-motion` class on <html> stills animations
 * and transitions (styles.css), as the system's prefers-reduced-motion does. It is stored on
 * the device too, so /theme-init.js applies it before the first paint of the next visit.
 */
export function applyReducedMotion(isReduced: boolean): void {
  document.documentElement.classList.toggle('reduce-motion', isReduced);
  try {
    if (isReduced) window.localStorage.setItem(REDUCE_MOTION_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(REDUCE_MOTION_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy modes): the class still applies for this visit.
  }
}
