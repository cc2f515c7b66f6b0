import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLink } from '../../modules/verification/link-check';
import { isPublicAddress } from './address-policy';
import { fetchHtmlPage, type SafeFetchOptions } from './safe-fetch';
import { html, localServer, redirect, type LocalServer } from './test-servers.test-support';

/** The server-side fetch of an address an owner chose (decision 055), against local servers. */

const PORTFOLIO = ['http://sparklink.test/public/ama'];
const BACK_A = '<a rel="me noopener" href="https://SparkLink.test/public/ama/">My portfolio</a>';
const BACK_LINK = '<link rel="me" href="http://sparklink.test/public/ama">';

let site: LocalServer;
let forbidden: LocalServer;
let endlessClosed: Promise<void>;
let endlessWritten = 0;
let onEndlessClose!: () => void;
const pages: Record<string, (res: ServerResponse) => void> = {
  '/a': (res) => html(res, `<!doctype html><p>Hi</p>${BACK_A}`),
  '/link': (res) => html(res, `<!doctype html><html><head>${BACK_LINK}</head><body>x</body></html>`),
  '/none': (res) => html(res, '<!doctype html><a href="http://sparklink.test/public/ama">portfolio</a>'),
  '/nofollow': (res) => html(res, '<a rel="nofollow noopener" href="http://sparklink.test/public/ama">me</a>'),
  '/other': (res) => html(res, '<a rel="me" href="http://sparklink.test/public/kofi">kofi</a>'),
  '/comment': (res) => html(res, `<!-- ${BACK_A} --><script>"${BACK_A}"</script>`),
  '/json': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ html: BACK_A }));
  },
  '/error': (res) => html(res, BACK_A, 500),
  '/slow': () => undefined,
  '/endless': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.on('close', onEndlessClose);
    const chunk = Buffer.alloc(16 * 1024, '<p>more</p>');
    const write = () => {
      while (!res.destroyed && res.write(chunk)) endlessWritten += chunk.length;
      if (!res.destroyed) res.once('drain', write);
    };
    write();
  },
  '/ua': (res) => html(res, `<p>${res.req.headers['user-agent']}</p>`),
};

beforeAll(async () => {
  endlessClosed = new Promise((resolve) => (onEndlessClose = resolve));
  forbidden = await localServer((_req, res) => html(res, BACK_A));
  site = await localServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/hop1') return redirect(res, '/hop2');
    if (path === '/hop2') return redirect(res, `${site.origin}/hop3`);
    if (path === '/hop3') return redirect(res, '/a');
    if (path === '/loop') return redirect(res, '/loop');
    if (path === '/to-forbidden-port') return redirect(res, `${forbidden.origin}/`);
    if (path === '/to-private') return redirect(res, 'http://10.0.0.1/');
    if (path === '/to-metadata') return redirect(res, 'http://169.254.169.254/latest/meta-data/');
    if (path === '/to-metadata-v6') return redirect(res, 'http://[fd00:ec2::254]/');
    if (path === '/to-mapped') return redirect(res, 'http://[::ffff:10.0.0.1]/');
    if (path === '/to-localhost') return redirect(res, `http://localhost:${site.port}/a`);
    (pages[path] ?? ((r: ServerResponse) => html(r, 'not found', 404)))(res);
  });
});
afterAll(async () => {
  await site.close();
  await forbidden.close();
});

const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  userAgent: 'SparkLink-LinkCheck/1.0 (+http://sparklink.test)',
  allowedTestHosts: new Set([site.host]),
  ...extra,
});
const check = (path: string, extra?: Partial<SafeFetchOptions>) =>
  checkLink(`${site.origin}${path}`, PORTFOLIO, options(extra));

describe('the back link', () => {
  it('is found on <a> and <link> with rel="me" among other tokens, whatever the slash, scheme and host case', async () => {
    expect(await check('/a')).toEqual({ status: 'verified' });
    expect(await check('/link')).toEqual({ status: 'verified' });
  });

  it('is missing without rel="me", when it names someone else, or only in a comment or a script', async () => {
    for (const path of ['/none', '/nofollow', '/other', '/comment'])
      expect(await check(path)).toEqual({ status: 'failed', reason: 'no-back-link' });
  });

  it('is found after a chain of three redirects, and a longer chain is given up', async () => {
    expect(await check('/hop1')).toEqual({ status: 'verified' });
    expect(await check('/loop')).toEqual({ status: 'failed', reason: 'too-many-redirects' });
  });
});

describe('what is refused', () => {
  it('a redirect to 127.0.0.1 on a port the test did not allow: nothing is sent there', async () => {
    expect(await check('/to-forbidden-port')).toEqual({ status: 'failed', reason: 'refused' });
    expect(forbidden.requests).toHaveLength(0);
  });

  it('redirects to private, metadata and IPv4-mapped addresses, at once, without connecting', async () => {
    for (const path of ['/to-private', '/to-metadata', '/to-metadata-v6', '/to-mapped']) {
      const started = Date.now();
      expect(await check(path)).toEqual({ status: 'failed', reason: 'refused' });
      expect(Date.now() - started).toBeLessThan(1_000);
    }
  });

  it('a host name that resolves to a loopback address, even on an allowed port', async () => {
    expect(await checkLink(`http://localhost:${site.port}/a`, PORTFOLIO, options())).toEqual({
      status: 'failed',
      reason: 'refused',
    });
    expect(await check('/to-localhost')).toEqual({ status: 'failed', reason: 'refused' });
  });

  it('other schemes, credentials in the address, and anything not a web page', async () => {
    expect((await fetchHtmlPage('file:///etc/passwd', options())).ok).toBe(false);
    expect(await fetchHtmlPage(`http://user:pw@${site.host}/a`, options())).toEqual({ ok: false, reason: 'refused' });
    expect(await check('/json')).toEqual({ status: 'failed', reason: 'not-html' });
    expect(await check('/error')).toEqual({ status: 'failed', reason: 'bad-status' });
  });

  it('knows the address ranges', () => {
    const refused = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'];
    const refused6 = [
      '::1',
      '::',
      'fd00:ec2::254',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a00:1',
    ];
    for (const address of [...refused, ...refused6, '224.0.0.1', 'not-an-ip'])
      expect(isPublicAddress(address)).toBe(false);
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) expect(isPublicAddress(address)).toBe(true);
  });
});

describe('caps', () => {
  it('gives up on a site that does not answer within the time cap', async () => {
    const started = Date.now();
    expect(await check('/slow', { timeoutMs: 300 })).toEqual({ status: 'failed', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops reading an endless body at the byte cap and closes the connection', async () => {
    const page = await fetchHtmlPage(`${site.origin}/endless`, options({ maxBytes: 64 * 1024 }));
    expect(page).toMatchObject({ ok: true, truncated: true });
    expect(page.ok && page.html.length).toBe(64 * 1024);
    await endlessClosed;
    // The server was stopped soon after the cap, not left writing into a buffer.
    expect(endlessWritten).toBeLessThan(8 * 1024 * 1024);
  });

  it('names itself in the User-Agent and asks for HTML', async () => {
    const page = await fetchHtmlPage(`${site.origin}/ua`, options());
    expect(page.ok && page.html).toContain('SparkLink-LinkCheck/1.0 (+http://sparklink.test)');
    expect(site.requests.at(-1)!.headers.accept).toBe('text/html');
  });
});
