import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { activateLanguage, ENTRY_CATALOG_AREAS } from './i18n/i18n';
import { initialLanguage } from './i18n/language-choice';
import './styles.css';

// The first screen needs its messages: they download beside its script (decision 026). The
// language is asked for before the router starts the first screen's lazy route, so that route
// loads its areas in it (requestedLanguage).
const ready = activateLanguage(initialLanguage(), ENTRY_CATALOG_AREAS);
const router = createBrowserRouter(routes);

void ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
