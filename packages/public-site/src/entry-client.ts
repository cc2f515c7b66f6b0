import { startIslands } from './islands';
import './public.css';

/**
 * The public pages' script, linked only by a page with an island: starts their code on the
 * server's markup. No framework rides on it (decision 038).
 */
void startIslands(document);
