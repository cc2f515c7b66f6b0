import { chromium, expect, test, type APIRequestContext } from '@playwright/test';
import tls from 'node:tls';
import { startDnsServer, type TestDnsServer } from '../../apps/api/src/modules/domains/dns-server.test-support';
import { homeTrusting, startCaddy, type RunningCaddy } from '../support/caddy';
import { E2E_DOMAIN_TARGET, e2eDnsPort, e2ePort } from '../support/environment';
import { makePng } from '../support/images';
import { seedUser, signInAs, type SeededUser } from '../support/seed';

/**
 * A BLAZE owner connects their own domain, and a visitor opens it over HTTPS: Debian's Caddy in
 * front of the server issues certificates on demand (from its local authority) only for the names
 * our ask endpoint allows, and answers for the server's DNS checks come from a local DNS server.
 */
const DOMAIN = 'folio.example.test';
const UNVERIFIED = 'other.example.test';

let dns: TestDnsServer;
let caddy: RunningCaddy;

test.beforeAll(async () => {
  dns = await startDnsServer(e2eDnsPort());
  caddy = await startCaddy(e2ePort());
});

test.afterAll(async () => {
  await caddy?.stop();
  await dns?.stop();
});

async function seedPortfolio(request: APIRequestContext, owner: SeededUser) {
  const headers = { Authorization: `Bearer ${owner.token}` };
  const answers = await Promise.all([
    request.put('/api/profile', { headers, data: { bio: 'I photograph markets across Kumasi.' } }),
    request.post('/api/pages', {
      headers,
      data: {
        type: 'CUSTOM',
        title: 'Market Days',
        slug: 'market-days',
        isPublished: true,
        content: 'Kejetia at dawn',
      },
    }),
    request.post('/api/gallery/upload', {
      headers,
      multipart: {
        title: 'Kejetia stalls',
        image: { name: 'stalls.png', mimeType: 'image/png', buffer: await makePng(320, 240, '#b45309') },
      },
    }),
  ]);
  for (const answer of answers) expect(answer.ok(), await answer.text()).toBe(true);
}

/** Whether Caddy completes a TLS handshake for `servername` (it only does for allowed names). */
const handshake = (servername: string) =>
  new Promise<boolean>((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port: 443, servername, rejectUnauthorized: false });
    socket.once('secureConnect', () => (socket.end(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

test('a BLAZE owner connects their own domain and a visitor opens the portfolio there over HTTPS', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = `folio-${Date.now().toString(36)}`;
  const owner = await seedUser({ tier: 'BLAZE', username, firstName: 'Yaw', lastName: 'Mensah' });
  await seedPortfolio(request, owner);
  await signInAs(page, owner);

  await page.goto('/dashboard/settings#custom-domain');
  const section = page.getByRole('region', { name: 'Custom domain' });
  await section.getByLabel('Your domain').fill(DOMAIN);
  await section.getByRole('button', { name: 'Connect' }).click();

  // The records to create, exactly: a CNAME to our target and the TXT with its token.
  const records = section.getByRole('list', { name: 'DNS records' });
  const cname = records.getByRole('listitem').filter({ hasText: 'CNAME' });
  await expect(cname.getByRole('definition').nth(2)).toHaveText(E2E_DOMAIN_TARGET);
  const txt = records.getByRole('listitem').filter({ hasText: `_sparklink.${DOMAIN}` });
  const token = (await txt.getByRole('definition').nth(2).innerText()).trim();
  expect(token).toMatch(/^sparklink-verify=/);
  await expect(section.getByText('Pending', { exact: true })).toBeVisible();

  // The owner creates them at their DNS provider; "Check now" finds them.
  dns.zone.set(DOMAIN, { CNAME: E2E_DOMAIN_TARGET });
  dns.zone.set(`_sparklink.${DOMAIN}`, { TXT: [token] });
  await section.getByRole('button', { name: 'Check now' }).click();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  await expect(section.getByText(`Your portfolio is live at https://${DOMAIN}`)).toBeVisible();

  // Caddy asks our endpoint before issuing: yes for the verified domain, no for another name.
  expect((await request.get(`/api/domains/allowed?domain=${DOMAIN}`)).status()).toBe(200);
  expect((await request.get(`/api/domains/allowed?domain=${UNVERIFIED}`)).status()).toBe(404);
  expect(await handshake(UNVERIFIED)).toBe(false);

  // A visitor's browser, resolving both names to this machine and trusting Caddy's local authority only.
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    env: { ...process.env, HOME: homeTrusting(caddy.rootCertificate) },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP ${UNVERIFIED} 127.0.0.1`,
    ],
  });
  try {
    const visitor = await browser.newPage();
    const home = await visitor.goto(`https://${DOMAIN}/`);
    expect(home?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Yaw Mensah' })).toBeVisible();
    await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://${DOMAIN}/`);

    await visitor.getByRole('link', { name: 'Market Days' }).first().click();
    await expect(visitor).toHaveURL(`https://${DOMAIN}/pages/market-days`);
    await expect(visitor.getByText('Kejetia at dawn')).toBeVisible();

    const gallery = await visitor.goto(`https://${DOMAIN}/gallery`);
    expect(gallery?.status()).toBe(200);
    await expect(visitor.getByText('Kejetia stalls').first()).toBeVisible();

    // The old address sends visitors to the domain.
    const moved = await request.get(`/public/${username}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`https://${DOMAIN}/`);

    // No certificate for a name nobody verified: the browser cannot open it.
    await expect(visitor.goto(`https://${UNVERIFIED}/`)).rejects.toThrow(/ERR_SSL_PROTOCOL_ERROR/);
  } finally {
    await browser.close();
  }
});
