// Runs in index.html's head, before the body renders, so the page never flashes the wrong theme.
// A file rather than inline code: the CSP allows scripts from 'self' only. src/lib/theme/theme.ts
// takes over once the app runs; keep the key and the rule in step with it.
(function () {
  var theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // Storage blocked: follow the OS, as 'system' does.
  }
  var dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
})();
