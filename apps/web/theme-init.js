// Applies the stored theme before the first paint, so the page never flashes the wrong one (spec 1 §3:
// key `theme`, values 'light' | 'dark', default light). Keep in step with src/lib/theme.ts.
// build/inline-theme-init.ts inlines it into <head>: an external file would block rendering for a
// round trip, and the CSP admits this inline script by its hash only.
(() => {
  let theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked (privacy mode); the default theme applies.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
