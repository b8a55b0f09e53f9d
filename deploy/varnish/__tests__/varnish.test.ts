import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// deploy/varnish/vitrine.vcl in a real varnishd, in front of a stand-in for the app that marks every
// answer shared-cacheable unless told otherwise: what is passed, kept apart and purged is the VCL's doing.
// CI installs Varnish (.ci/run); elsewhere a machine without varnishd skips this file and says so.

const VCL_DIR = path.resolve(__dirname, '..');
const hasVarnish = spawnSync('varnishd', ['-V']).status === 0;
if (!hasVarnish && process.env.CI) throw new Error('varnishd is missing: .ci/run installs Debian\'s varnish and varnish-modules');
const describeWithVarnish = hasVarnish ? describe : describe.skip;
if (!hasVarnish) console.warn('varnishd is not installed: the Varnish tests are skipped (apt-get install varnish varnish-modules)');

/** Security headers the app sends with every page; Varnish must hand them on as they are. */
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};
const SHOPPER_PAGE = 's-maxage=86400, stale-while-revalidate=31449600';

interface Seen { n: number; host: string; url: string; cookie: string | null; proto: string | null; accept: string | null }

/** The app's stand-in: numbers every request it gets, so a second answer with the same number came from Varnish. */
function appStandIn(): Server {
  let served = 0;
  return createServer((req, res) => {
    served += 1;
    const url = new URL(req.url!, 'http://app');
    const host = req.headers.host ?? '';
    const shop = url.searchParams.get('shop') ?? (host.startsWith('beyond.') ? 'beyond' : 'demo');
    const seen: Seen = {
      n: served, host, url: req.url!, cookie: req.headers.cookie ?? null, proto: (req.headers['x-forwarded-proto'] as string) ?? null, accept: req.headers.accept ?? null,
    };
    const headers: Record<string, string | string[]> = { 'content-type': 'application/json', ...SECURITY_HEADERS };
    // The app answers a page's Markdown version by `Accept` at the page's address, varying by it, or at `.md`.
    if (/text\/markdown/.test(req.headers.accept ?? '') || url.pathname.endsWith('.md')) headers.vary = 'Accept';
    if (url.pathname === '/answers/set-cookie') Object.assign(headers, { 'cache-control': SHOPPER_PAGE, 'set-cookie': 'vitrine-cart.demo=abc; Path=/; HttpOnly' });
    else if (url.pathname === '/answers/private') headers['cache-control'] = 'private, no-cache, no-store, max-age=0, must-revalidate';
    else if (url.pathname === '/answers/no-cache-control') { /* no Cache-Control at all */ }
    else if (url.pathname === '/answers/expired') headers['cache-control'] = 's-maxage=0, max-age=600';
    else {
      const tags = [`shop:${shop}`];
      if (/\/p\//.test(url.pathname)) tags.push(`catalog:${shop}`);
      const page = /\/i\/([^/]+)$/.exec(url.pathname)?.[1];
      if (page) tags.push(`content:${shop}`, `document:${shop}:page:${page}`);
      Object.assign(headers, { 'cache-control': SHOPPER_PAGE, xkey: tags.join(' ') });
    }
    res.writeHead(200, headers);
    res.end(JSON.stringify(seen));
  });
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Answer { status: number; headers: IncomingHttpHeaders; seen: Seen | null; cache: string | undefined }
interface Call { method?: string; host?: string; headers?: Record<string, string>; port?: number; from?: string }

let publicPort = 0;
let purgePort = 0;

function call(url: string, { method = 'GET', host = 'shop.test', headers = {}, port = publicPort, from }: Call = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, method, headers: { host, ...headers }, localAddress: from, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => {
        let seen: Seen | null = null;
        try { seen = JSON.parse(body) as Seen; } catch { seen = null; }
        resolve({ status: res.statusCode!, headers: res.headers, seen, cache: res.headers['x-cache'] as string | undefined });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const purge = (keys: string, options: Call = {}) => call('/', { method: 'PURGE', port: purgePort, headers: { 'xkey-purge': keys }, ...options });

describeWithVarnish('deploy/varnish/vitrine.vcl in varnishd', () => {
  let app: Server;
  let varnish: ChildProcess;
  let work: string;

  beforeAll(async () => {
    app = appStandIn();
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    [publicPort, purgePort] = [await freePort(), await freePort()];
    work = mkdtempSync(path.join(tmpdir(), 'vitrine-varnish-'));
    // varnishd reads VCL as its own unprivileged user; a folder it cannot read would send it on down
    // vcl_path to the shipped site.vcl.
    chmodSync(work, 0o755);
    // The installation's own site.vcl, as an operator writes it: the stand-in as the backend, purges from 127.0.0.1 only.
    writeFileSync(path.join(work, 'site.vcl'), [
      `backend default { .host = "127.0.0.1"; .port = "${(app.address() as AddressInfo).port}"; }`,
      'acl purgers { "127.0.0.1"; }',
    ].join('\n'));
    varnish = spawn('varnishd', [
      '-F', '-n', path.join(work, 'instance'), '-T', 'none', '-s', 'malloc,32m',
      '-a', `http=127.0.0.1:${publicPort}`, '-a', `purge=127.0.0.1:${purgePort}`,
      '-p', `vcl_path=${work}:${VCL_DIR}`, '-f', path.join(VCL_DIR, 'vitrine.vcl'),
    ], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Child starts')) resolve();
      };
      varnish.stdout!.on('data', read);
      varnish.stderr!.on('data', read);
      varnish.once('exit', (code) => reject(new Error(`varnishd exited with ${code}:\n${output}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (varnish && varnish.exitCode === null) {
      const exited = new Promise((resolve) => varnish.once('exit', resolve));
      varnish.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => app.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  it('serves a shopper page from the cache after the first request, with the app\'s headers and without the keys', async () => {
    const first = await call('/p/trail-shoe');
    const second = await call('/p/trail-shoe');
    expect([first.status, first.cache, second.cache]).toEqual([200, "MISS", "HIT"]);
    expect(second.seen!.n).toBe(first.seen!.n);
    expect(Number(second.headers.age)).toBeGreaterThanOrEqual(0);
    for (const answer of [first, second]) {
      expect(answer.headers).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': SHOPPER_PAGE });
      expect(answer.headers).not.toHaveProperty('xkey');
    }
  });

  it('keeps a page\'s Markdown version apart from its HTML, one copy whatever Accept asks for it, purged with the page', async () => {
    const html = await call('/p/wool-hat');
    const markdown = await call('/p/wool-hat', { headers: { accept: 'text/markdown' } });
    expect([html.cache, markdown.cache]).toEqual(['MISS', 'MISS']);
    expect(markdown.seen!.accept).toBe('text/markdown');
    const again = await call('/p/wool-hat', { headers: { accept: 'text/html;q=0.5, Text/Markdown;q=0.9' } });
    expect([again.cache, again.seen!.n]).toEqual(['HIT', markdown.seen!.n]);
    const htmlAgain = await call('/p/wool-hat', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect([htmlAgain.cache, htmlAgain.seen!.n]).toEqual(['HIT', html.seen!.n]);
    // The .md address is one object too, whatever the client accepts.
    const md = await call('/p/wool-hat.md', { headers: { accept: '*/*' } });
    expect((await call('/p/wool-hat.md', { headers: { accept: 'text/plain' } })).seen!.n).toBe(md.seen!.n);
    await purge('catalog:demo');
    expect((await call('/p/wool-hat', { headers: { accept: 'text/markdown' } })).cache).toBe('MISS');
    expect((await call('/p/wool-hat')).cache).toBe('MISS');
  });

  it('looks shopper pages up and fetches them without cookies, and keeps the cookies of pages it passes', async () => {
    const cookie = 'vitrine-cart.demo=secret-cart; vitrine-session.demo=secret-session';
    const page = await call('/i/cookie-free', { headers: { cookie } });
    expect(page.seen!.cookie).toBeNull();
    expect((await call('/i/cookie-free', { headers: { cookie: 'other=1' } })).cache).toBe('HIT');
    const cart = await call('/cart', { headers: { cookie } });
    expect(cart.cache).toBe('PASS');
    expect(cart.seen!.cookie).toBe(cookie);
  });

  const PASSED = [
    '/editor', '/editor/p/trail-shoe', '/editor/de/cart', '/editor?token=t', '/api/v2/shop?shop=demo', '/api/health/ready', '/api/docs',
    ...['', '/de', '/FR'].flatMap((prefix) => [
      '/cart', '/wishlist', '/search?q=shoe', '/checkout', '/checkout/shipping', '/o', '/o/4711', '/forgot-password',
      '/reset-password', '/confirm-account?tkn=abc', '/thememanager',
    ].map((route) => `${prefix}${route}`)),
    '/?preview=1', '/p/trail-shoe?previewTheme=modern&themeStyle=dark', '/de/i/about?shop=demo&preview=', '/?token=abc',
    '/o/4711?viewtoken=abc', '/reset-password?tkn=abc',
  ];
  it.each(PASSED)('never keeps %s: every request goes to the app', async (url) => {
    const first = await call(url);
    const second = await call(url);
    expect([first.cache, second.cache]).toEqual(['PASS', 'PASS']);
    expect(second.seen!.n).toBeGreaterThan(first.seen!.n);
  });

  it('sends writes to the app and keeps none of them', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const first = await call('/p/write-target', { method });
      const second = await call('/p/write-target', { method });
      expect([first.cache, second.cache, method]).toEqual(['PASS', 'PASS', method]);
      expect(second.seen!.n).toBeGreaterThan(first.seen!.n);
    }
    expect((await call('/p/write-target', { headers: { authorization: 'Bearer t' } })).cache).toBe('PASS');
  });

  it.each([
    ['sets a cookie', '/answers/set-cookie'],
    ['is private, no-store', '/answers/private'],
    ['says nothing of caching', '/answers/no-cache-control'],
    ['has an s-maxage of 0 (beside a max-age for browsers)', '/answers/expired'],
  ])('never keeps an answer that %s', async (_why, url) => {
    const first = await call(url);
    const second = await call(url);
    expect(second.cache).not.toBe('HIT');
    expect(second.seen!.n).toBeGreaterThan(first.seen!.n);
  });

  it('keeps shops, languages, hosts and schemes apart', async () => {
    const variants: Array<[string, Call]> = [
      ['/p/tee', {}],
      ['/p/tee?shop=beyond', {}],
      ['/de/p/tee', {}],
      ['/fr/p/tee', {}],
      ['/p/tee', { host: 'beyond.test' }],
      ['/p/tee', { headers: { 'x-forwarded-proto': 'https' } }],
    ];
    const first = [];
    for (const [url, options] of variants) first.push(await call(url, options));
    expect(first.map((answer) => answer.cache)).toEqual(variants.map(() => 'MISS'));
    expect(new Set(first.map((answer) => answer.seen!.n)).size).toBe(variants.length);
    for (const [i, [url, options]] of variants.entries()) {
      const again = await call(url, options);
      expect(again.cache).toBe('HIT');
      expect(again.seen).toEqual(first[i]!.seen);
    }
  });

  it('drops exactly the pages that carry a purged key, in every language, and no other shop\'s', async () => {
    const pages: Array<[string, Call]> = [
      ['/p/mug', {}], ['/de/p/mug', {}], ['/i/about', {}], ['/p/mug?shop=beyond', {}], ['/p/mug', { host: 'beyond.test' }],
    ];
    for (const [url, options] of pages) {
      await call(url, options);
      expect((await call(url, options)).cache).toBe('HIT');
    }
    const purged = await purge('catalog:demo');
    expect(purged.status).toBe(200);
    const after = [];
    for (const [url, options] of pages) after.push((await call(url, options)).cache);
    expect(after).toEqual(['MISS', 'MISS', 'HIT', 'HIT', 'HIT']);

    expect((await purge('document:demo:page:about shop:beyond')).status).toBe(200);
    const afterSecond = [];
    for (const [url, options] of pages) afterSecond.push((await call(url, options)).cache);
    expect(afterSecond).toEqual(['HIT', 'HIT', 'MISS', 'MISS', 'MISS']);
  });

  it('refuses PURGE on the public listener and from an address outside the ACL, and purges nothing then', async () => {
    await call('/i/kept');
    expect((await call('/i/kept')).cache).toBe('HIT');
    const viaPublic = await call('/', { method: 'PURGE', headers: { 'xkey-purge': 'shop:demo' } });
    expect(viaPublic.status).toBe(403);
    // 127.0.0.2 is this machine too (the loopback is a /8), but not in the ACL.
    const outsider = await purge('shop:demo', { from: '127.0.0.2' });
    expect(outsider.status).toBe(403);
    expect((await purge('', {})).status).toBe(400);
    expect((await call('/i/kept')).cache).toBe('HIT');
  });
});
