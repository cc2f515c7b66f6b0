import { test } from '@playwright/test';
import { seedUser } from '../support/seed';
import { added, coldLoad, kb } from '../support/transfer';

test('draft measure', async ({ browser, baseURL }) => {
  const origin = baseURL!;
  const owner = await seedUser({ tier: 'RISE' });
  const login = await coldLoad(browser, origin, '/login');
  console.log('login', kb(login.js), kb(login.css), login.files.map((f) => `${f.path} ${f.bytes} ${f.encoding} ${f.cacheControl}`).join('\n'));
  const dash = await coldLoad(browser, origin, '/dashboard', owner);
  console.log('dashboard', kb(dash.js), kb(dash.css), dash.files.map((f) => `${f.path} ${f.bytes} ${f.encoding}`).join('\n'));
  for (const screen of ['profile', 'pages', 'pages/new', 'settings', 'gallery', 'analytics', 'subscription', 'resume']) {
    const load = await coldLoad(browser, origin, `/dashboard/${screen}`, owner);
    const own = added(load, dash);
    console.log(screen, kb(own.js), kb(own.css), own.files.map((f) => `${f.path} ${f.bytes}`).join(', '));
  }
});
