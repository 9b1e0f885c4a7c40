// Runs before the first paint (a blocking script in index.html's head, which the server inlines
// and allows in its CSP by hash: src/server/web-shell.ts): applies the color scheme chosen in the header menu, kept by Mantine's localStorage
// manager under this key, or the system's when none was chosen or "System" was. Without it a dark
// page would flash white while the app loads. docs/decisions/010-calendar-feed-and-dark-mode.md.
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('mantine-color-scheme-value');
    if (stored === 'light' || stored === 'dark') scheme = stored;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage blocked: light, as before.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
