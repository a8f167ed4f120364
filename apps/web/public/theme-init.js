/* global window, document */
// Runs blocking in <head> (an external file: the CSP forbids inline scripts) so the first paint already has the
// right scheme. A saved choice ('light' or 'dark') wins; otherwise the system's preference, followed live.
// The same key and rule live in src/features/theme/theme-preference.ts.
(function () {
  var KEY = 'npat-theme';
  var media = window.matchMedia('(prefers-color-scheme: dark)');
  function saved() {
    try {
      var value = window.localStorage.getItem(KEY);
      return value === 'light' || value === 'dark' ? value : null;
    } catch {
      return null;
    }
  }
  function apply() {
    var dark = (saved() || (media.matches ? 'dark' : 'light')) === 'dark';
    document.documentElement.classList.toggle('dark', dark);
  }
  apply();
  media.addEventListener('change', apply);
  window.addEventListener('storage', apply);
})();
