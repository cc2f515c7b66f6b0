import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, routerReady } from './app/app';
import { routes } from './app/routes';
import { activateLanguage, ENTRY_CATALOG_AREAS, isLanguage } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import { readToken } from './lib/session/session-storage';
import './styles.css';

const root = document.getElementById('root')!;

/**
 * The server sends /login and /register already rendered, in the language it read from the
 * `lang` cookie or Accept-Language (decision 038), and says which in `<html lang>`. A visitor
 * without a session gets that markup hydrated, first in that language so not a word changes;
 * anyone else (signed in: the screen sends them on) gets a fresh render in its place.
 */
const htmlLang = document.documentElement.lang;
// The HTML is the screen as a plain visit shows it: a query (Google's ?error=) or a session
// changes what the first render shows, so those pages are rendered afresh.
const hydrating =
  root.dataset.prerendered === location.pathname && !location.search && !readToken() && isLanguage(htmlLang);
const wanted = initialLanguage();
const first = hydrating ? htmlLang : wanted;

// The first screen needs its messages: they download beside its script (decision 026). The
// language is asked for before the router starts the first screen's lazy route, so that route
// loads its areas in it (requestedLanguage).
const ready = activateLanguage(first, ENTRY_CATALOG_AREAS);
const router = createBrowserRouter(routes);

void Promise.all([ready, routerReady(router)]).then(() => {
  if (hydrating) hydrateRoot(root, <App router={router} />);
  else createRoot(root).render(<App router={router} />);
  // The page was sent in another language than this device's choice (a cleared cookie): switch.
  if (first !== wanted) void activateLanguage(wanted);
});
