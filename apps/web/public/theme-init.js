// Runs synchronously in <head> before the first paint so the page never flashes the wrong theme
// (spec 1 §3: key `theme`, values 'light' | 'dark', default light). Keep in step with src/lib/theme.ts.
(() => {
  let theme = 'light';
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked (privacy mode); the default theme applies.
  }
  document.documentElement.setAttribute('data-theme', theme);
})();
