import { hydrateRoot } from 'react-dom/client';
import { VIEW_ELEMENT_ID } from './document';
import { PublicApp } from './public-app';
import type { PublicView } from './public-view';
import './public.css';

/** Hydrates the server-rendered page (built against Preact's compat layer; see vite.public.config.ts). */
const root = document.getElementById('root');
const data = document.getElementById(VIEW_ELEMENT_ID)?.textContent;
if (root && data) hydrateRoot(root, <PublicApp view={JSON.parse(data) as PublicView} />);
