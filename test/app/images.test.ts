/**
 * `/_ipx/…` (server/images/images.ts): modifiers, formats, caches, limits, hostile sources and upstreams.
 * Over 450 lines: one route's behaviours, each test short and on the fixtures above (images made in memory, an
 * upstream); split, each part would make those again in a process of its own.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import Fastify from 'fastify';
import sharp from 'sharp';
import t from 'tap';
import { HttpClient } from '../../server/http-client.ts';
import { MAX_OUTPUT_PIXELS } from '../../server/images/modifiers.ts';
import { documentsSource, documentsStorage, ImageError, imagesPlugin, type ImagesOptions } from '../../server/images/images.ts';
import { rawGet, startFakeDocuments } from '../helpers/fake-documents.ts';
import { dom } from '../helpers/dom.ts';
import { buildPortal, SAMPLE_CONTENT } from '../helpers/portal.ts';

type Tap = Pick<typeof t, 'match' | 'notMatch' | 'ok' | 'equal'>;

interface Teardown {
  teardown(fn: () => unknown): void;
}

const PHOTO = '/cms/documents/3101/budova-uradu-prace.jpg'; // 1600 × 1000
const SVG = '/cms/documents/3104/piktogram-rodina.svg';

async function optimizer(t: Teardown, documentsUrl: string, options: Partial<ImagesOptions> = {}) {
  const app = Fastify();
  await app.register(imagesPlugin, {
    documentsUrl,
    headers: {},
    maxInputBytes: 16 * 1024 * 1024,
    maxInputPixels: 25_000_000,
    concurrency: 2,
    cacheMaxBytes: 64 * 1024 * 1024,
    timeoutMs: 2000,
    ...options,
  });
  t.teardown(() => app.close());
  return app;
}

async function setup(t: Teardown, options: Partial<ImagesOptions> = {}) {
  const fake = await startFakeDocuments(t);
  return { fake, app: await optimizer(t, fake.url, options) };
}

async function metadataOf(body: Buffer) {
  return sharp(body).metadata();
}

/** A PNG whose header claims `width` × `height` pixels, with a few bytes of image data: a decompression bomb. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(4096))), chunk('IEND', Buffer.alloc(0))]);
}

const transparentPng = () => sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 255, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();

function assertShortPlainError(t: Tap, res: { headers: Record<string, unknown>; body: string }) {
  t.match(res.headers['content-type'], /^text\/plain/);
  t.ok(res.body.length > 0 && res.body.length < 200, `short message: ${res.body}`);
  t.notMatch(res.body, /\n\s+at |Error:|node_modules/, 'no stack');
  t.equal(res.headers['cache-control'], 'no-store');
}

t.test('each modifier', async (t) => {
  const { app } = await setup(t);
  const image = async (modifiers: string, source = PHOTO) => {
    const res = await app.inject({ url: `/_ipx/${modifiers}${source}` });
    t.equal(res.statusCode, 200, `${modifiers}: ${res.body.slice(0, 80)}`);
    return { res, meta: await metadataOf(res.rawPayload) };
  };

  const none = await image('_');
  t.same([none.meta.width, none.meta.height, none.meta.format], [1600, 1000, 'webp'], '_: the source size, webp');
  t.same([(await image('w_320')).meta.width, (await image('w_320')).meta.height], [320, 200], 'w keeps the ratio');
  t.same([(await image('h_250')).meta.width, (await image('h_250')).meta.height], [400, 250], 'h keeps the ratio');
  t.same([(await image('w_4000')).meta.width], [1600], 'never enlarged');
  const s = await image('s_300x300');
  t.same([s.meta.width, s.meta.height], [300, 300], 's: both sides, cover by default');
  const wh = await image('w_300&h_300');
  t.same(wh.res.rawPayload, s.res.rawPayload, 'w with h is s');

  const fits: Record<string, [number, number]> = { cover: [300, 100], contain: [300, 100], fill: [300, 100], inside: [160, 100], outside: [300, 188] };
  for (const [fit, size] of Object.entries(fits)) {
    const { meta } = await image(`s_300x100&fit_${fit}`);
    t.same([meta.width, meta.height], size, `fit ${fit}`);
  }
  const cover = await image('s_300x100&fit_cover&f_png');
  const fill = await image('s_300x100&fit_fill&f_png');
  t.not(cover.res.rawPayload.equals(fill.res.rawPayload), true, 'cover crops, fill stretches');

  for (const [format, type, sharpFormat] of [['webp', 'image/webp', 'webp'], ['avif', 'image/avif', 'heif'], ['jpeg', 'image/jpeg', 'jpeg'], ['jpg', 'image/jpeg', 'jpeg'], ['png', 'image/png', 'png']]) {
    const { res, meta } = await image(`w_200&f_${format}`);
    t.equal(res.headers['content-type'], type, `f_${format}`);
    t.equal(meta.format, sharpFormat);
  }

  const low = await image('w_800&q_10&f_jpeg');
  const high = await image('w_800&q_95&f_jpeg');
  t.ok(low.res.rawPayload.length < high.res.rawPayload.length / 2, `q: ${low.res.rawPayload.length} < ${high.res.rawPayload.length}`);

  // contain letterboxes the 16:10 photo in a square: the corners are the background.
  for (const [b, rgb] of [['ff0000', [255, 0, 0]], ['00f', [0, 0, 255]], ['%23000000', [0, 0, 0]]] as const) {
    const { res } = await image(`s_200x200&fit_contain&b_${b}&f_png`);
    const { data } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    t.same([...data.subarray(0, 3)], rgb, `b_${b}`);
  }

  // Nuxt Image separates with & (and ipx also with ,).
  t.same((await image('w_100,f_png')).meta.format, 'png');
});

t.test('modifiers outside the allow-list: 400, and nothing fetched', async (t) => {
  const { fake, app } = await setup(t);
  const bad = [
    'w_0', 'w_4097', 'w_abc', 'w_-1', 'w_1.5', 'w_01', 'h_0', 'h_5000', 's_10', 's_5000x10', 's_10x', 'sx_1', 's_4096x4096', 's_4096x2049',
    'q_0', 'q_101', 'q_5.5', 'q_', 'b_red', 'b_12345', 'b_gggggg', 'fit_crop', 'fit_', 'f_gif', 'f_svg', 'f_auto', 'f_tiff',
    'pos_top', 'zz_1', 'width_100', 'enlarge_true', 'w_10&w_20', 'w_10&s_10x10', 'w640', '_w_10', 'w_10&', '__proto___1', 'constructor_1',
  ];
  for (const modifiers of bad) {
    const res = await app.inject({ url: `/_ipx/${modifiers}${PHOTO}` });
    t.equal(res.statusCode, 400, `${modifiers}: ${res.body}`);
    assertShortPlainError(t, res);
  }
  t.equal((await app.inject({ url: `/_ipx/${PHOTO}` })).statusCode, 400, 'no modifiers segment');
  t.equal((await app.inject({ url: '/_ipx/w_10' })).statusCode, 400, 'no source');
  t.equal((await app.inject({ url: `/_ipx/%ZZ${PHOTO}` })).statusCode, 400, 'undecodable: refused by Fastify before the route');
  t.equal(fake.totalCalls(), 0);
  t.equal((await app.inject({ url: `/_ipx/s_4096x2048${PHOTO}` })).statusCode, 200, 'at the pixel limit');
});

t.test('format negotiation: Accept picks avif or webp without f; Vary: Accept', async (t) => {
  const { app } = await setup(t);
  const cases: [string | undefined, string][] = [
    [undefined, 'image/webp'],
    ['*/*', 'image/webp'],
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
    ['image/avif;q=0,image/webp', 'image/webp'],
    ['image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'image/jpeg'],
    ['image/jpeg', 'image/jpeg'],
  ];
  for (const [accept, type] of cases) {
    const res = await app.inject({ url: `/_ipx/w_120${PHOTO}`, headers: accept ? { accept } : {} });
    t.equal(res.headers['content-type'], type, `Accept ${accept}`);
    t.equal(res.headers.vary, 'Accept');
  }
  const fixed = await app.inject({ url: `/_ipx/w_120&f_png${PHOTO}`, headers: { accept: 'image/avif,image/webp' } });
  t.equal(fixed.headers['content-type'], 'image/png', 'f wins');
  t.notOk(fixed.headers.vary, 'no Vary when f decides');
});

t.test('JPEG of a transparent image is flattened onto white (or b)', async (t) => {
  const { fake, app } = await setup(t);
  fake.serve('/cms/documents/9/alpha.png', { kind: 'bytes', body: await transparentPng(), type: 'image/png' });
  const white = await app.inject({ url: '/_ipx/f_jpeg/cms/documents/9/alpha.png' });
  t.same([...(await sharp(white.rawPayload).raw().toBuffer()).subarray(0, 3)].map((v) => v > 245), [true, true, true]);
  const blue = await app.inject({ url: '/_ipx/f_jpeg&b_0000ff/cms/documents/9/alpha.png' });
  const [r = 0, g = 0, b = 0] = await sharp(blue.rawPayload).raw().toBuffer();
  t.ok(r < 10 && g < 10 && b > 245, `onto b: ${[r, g, b]}`);
  const png = await app.inject({ url: '/_ipx/f_png/cms/documents/9/alpha.png' });
  t.equal((await metadataOf(png.rawPayload)).hasAlpha, true, 'PNG keeps transparency');
});

t.test('caching: a second request does no work; keys hold path, modifiers and format', async (t) => {
  const { fake, app } = await setup(t);
  const first = await app.inject({ url: `/_ipx/w_200${PHOTO}` });
  t.equal(fake.calls(PHOTO), 1);
  const second = await app.inject({ url: `/_ipx/w_200${PHOTO}` });
  t.equal(fake.calls(PHOTO), 1, 'served from the cache');
  t.same(second.rawPayload, first.rawPayload);
  t.equal(second.headers.etag, first.headers.etag);
  t.equal(second.headers['content-length'], String(first.rawPayload.length));
  t.equal(first.headers['cache-control'], 'public, max-age=86400');

  const notModified = await app.inject({ url: `/_ipx/w_200${PHOTO}`, headers: { 'if-none-match': String(first.headers.etag) } });
  t.equal(notModified.statusCode, 304);
  t.equal(notModified.rawPayload.length, 0);

  await app.inject({ url: `/_ipx/w_200&f_webp${PHOTO}` });
  t.equal(fake.calls(PHOTO), 1, 'f_webp asks for what the negotiation chose: the same key');
  await app.inject({ url: `/_ipx/h_125&w_200${PHOTO}` });
  t.equal(fake.calls(PHOTO), 2, 'other modifiers');
  await app.inject({ url: `/_ipx/w_200&h_125${PHOTO}` });
  await app.inject({ url: `/_ipx/s_200x125${PHOTO}` });
  t.equal(fake.calls(PHOTO), 2, 'the same modifiers in another order or spelling are the same key');
  await app.inject({ url: `/_ipx/w_200${PHOTO}`, headers: { accept: 'image/avif' } });
  t.equal(fake.calls(PHOTO), 3, 'another chosen format');
  await app.inject({ url: `/_ipx/w_200${PHOTO.replace('3101/budova-uradu-prace', '3102/veletrh-prace-ostrava')}` });
  t.equal(fake.calls(PHOTO), 3, 'another source');

  const versioned = await app.inject({ url: `/_ipx/w_200${PHOTO}?v=2` });
  t.equal(versioned.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(fake.calls(PHOTO), 4, 'a version is part of the key');

  // Requests for one key at the same time share one transformation.
  const together = await Promise.all([1, 2, 3, 4].map(() => app.inject({ url: `/_ipx/w_333${PHOTO}` })));
  t.ok(together.every((res) => res.statusCode === 200));
  t.equal(fake.calls(PHOTO), 5, 'one fetch for four requests');
});

t.test('the memory cache is bounded in bytes', async (t) => {
  const { fake, app } = await setup(t, { cacheMaxBytes: 1000 });
  await app.inject({ url: `/_ipx/w_200${PHOTO}` });
  await app.inject({ url: `/_ipx/w_200${PHOTO}` });
  t.equal(fake.calls(PHOTO), 2, 'an image larger than the whole cache is not kept');
});

t.test('through the portal, the image of a missing source is the portal’s 404 page', async (t) => {
  const app = await buildPortal(t);
  const res = await app.inject({ url: '/_ipx/w_10/cms/documents/999999/chybi.jpg' });
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], /^text\/html/, 'a page, not bare text');
  t.equal(dom(res.body)('h1#error-headline').length, 1, 'the 404 screen');
});

t.test('the disk cache keeps results across instances', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'ipx-cache-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const fake = await startFakeDocuments(t);
  const first = await optimizer(t, fake.url, { cacheDir: path.join(dir, 'images') });
  const made = await first.inject({ url: `/_ipx/w_150&f_png${PHOTO}` });
  const svg = await first.inject({ url: `/_ipx/w_150${SVG}` });
  t.equal(fake.totalCalls(), 2);
  t.equal((await readdir(path.join(dir, 'images'))).filter((f) => f.endsWith('.img')).length, 2);

  const second = await optimizer(t, fake.url, { cacheDir: path.join(dir, 'images') });
  const again = await second.inject({ url: `/_ipx/w_150&f_png${PHOTO}` });
  t.same(again.rawPayload, made.rawPayload);
  t.equal(again.headers['content-type'], 'image/png');
  const svgAgain = await second.inject({ url: `/_ipx/w_150${SVG}` });
  t.equal(svgAgain.headers['content-type'], 'image/svg+xml');
  t.equal(svgAgain.body, svg.body);
  t.equal(fake.totalCalls(), 2, 'read from the directory, nothing fetched');
});

t.test('a bounded number of transformations at once, a bounded queue, then 503 with Retry-After', async (t) => {
  const { fake, app } = await setup(t, { concurrency: 1, timeoutMs: 10_000 });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
  for (let i = 0; i < 18; i++) fake.serve(`/cms/documents/h${i}/a.png`, { kind: 'held', body: png, type: 'image/png' });
  // One runs, sixteen wait (16 a place); the eighteenth is refused at once.
  const accepted = Array.from({ length: 17 }, (_, i) => app.inject({ url: `/_ipx/w_4/cms/documents/h${i}/a.png` }));
  while (fake.heldCount() < 1) await new Promise((r) => setTimeout(r, 10));
  const refused = await app.inject({ url: '/_ipx/w_4/cms/documents/h17/a.png' });
  t.equal(refused.statusCode, 503);
  t.equal(refused.headers['retry-after'], '2');
  assertShortPlainError(t, refused);
  t.equal(fake.heldCount(), 1, 'only one source fetched at a time');
  t.equal(fake.calls('/cms/documents/h17/a.png'), 0);
  while (fake.totalCalls() < 17) {
    fake.release();
    await new Promise((r) => setTimeout(r, 10));
  }
  fake.release();
  const answers = await Promise.all(accepted);
  t.same(answers.map((res) => res.statusCode), Array(17).fill(200), 'every queued request is served in turn');
});

t.test('the output has at most MAX_OUTPUT_PIXELS whatever the modifiers: w alone of a tall source, none of a large one', async (t) => {
  const { fake, app } = await setup(t);
  const tall = await sharp({ create: { width: 1000, height: 9000, channels: 3, background: '#336699' } }).png().toBuffer();
  fake.serve('/cms/documents/9/tall.png', { kind: 'bytes', body: tall, type: 'image/png' });
  for (const modifiers of ['w_4096&f_jpeg', 'f_jpeg', 's_4000x10&fit_outside&f_jpeg']) {
    const res = await app.inject({ url: `/_ipx/${modifiers}/cms/documents/9/tall.png` });
    t.equal(res.statusCode, 200, modifiers);
    const { width = 0, height = 0 } = await metadataOf(res.rawPayload);
    t.ok(width * height <= MAX_OUTPUT_PIXELS, `${modifiers}: ${width} × ${height} = ${width * height} pixels`);
    t.ok(height > 8 * width, `${modifiers}: the proportions kept (${width} × ${height})`);
  }
  t.equal(fake.calls('/cms/documents/9/tall.png'), 3, 'each source fetched once a transformation');
});

t.test('a transformation that waits past its deadline is given up: 503 with Retry-After', async (t) => {
  const { fake, app } = await setup(t, { concurrency: 1, timeoutMs: 10_000, queueWaitMs: 200 });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
  fake.serve('/cms/documents/h0/a.png', { kind: 'held', body: png, type: 'image/png' });
  fake.serve('/cms/documents/h1/a.png', { kind: 'bytes', body: png, type: 'image/png' });
  const running = app.inject({ url: '/_ipx/w_4/cms/documents/h0/a.png' });
  while (fake.heldCount() < 1) await new Promise((r) => setTimeout(r, 10));
  const started = Date.now();
  const waited = await app.inject({ url: '/_ipx/w_4/cms/documents/h1/a.png' });
  t.equal(waited.statusCode, 503, 'past the deadline');
  // The place frees after 10 s: half of that tells the two apart on the busiest machine.
  t.ok(Date.now() - started < 5000, 'at the deadline, not when the place frees');
  t.equal(waited.headers['retry-after'], '2');
  assertShortPlainError(t, waited);
  t.equal(fake.calls('/cms/documents/h1/a.png'), 0, 'never started');
  fake.release();
  t.equal((await running).statusCode, 200);
  t.equal((await app.inject({ url: '/_ipx/w_4/cms/documents/h1/a.png' })).statusCode, 200, 'asked again with a place free, it is made');
});

t.test('limits: source bytes, source pixels, decompression bombs', async (t) => {
  const small = await setup(t, { maxInputBytes: 10_000 });
  const tooBig = await small.app.inject({ url: `/_ipx/w_100${PHOTO}` });
  t.equal(tooBig.statusCode, 413, 'Content-Length above the limit');
  assertShortPlainError(t, tooBig);

  small.fake.serve('/cms/documents/8/endless.jpg', { kind: 'endless', type: 'image/jpeg' });
  const endless = await small.app.inject({ url: '/_ipx/w_100/cms/documents/8/endless.jpg' });
  t.equal(endless.statusCode, 413, 'a body without length is cut off at the limit');
  small.fake.serve('/cms/documents/8/chunked.jpg', { kind: 'bytes', body: Buffer.alloc(20_000, 0xff), type: 'image/jpeg', chunked: true });
  t.equal((await small.app.inject({ url: '/_ipx/w_100/cms/documents/8/chunked.jpg' })).statusCode, 413);

  const fewPixels = await setup(t, { maxInputPixels: 1_000_000 });
  const pixels = await fewPixels.app.inject({ url: `/_ipx/w_100${PHOTO}` });
  t.equal(pixels.statusCode, 413, '1600 × 1000 is above a million pixels');
  t.equal(pixels.body, 'The source image has more than 1000000 pixels.', 'refused from the header, before decoding');

  const { fake, app } = await setup(t);
  fake.serve('/cms/documents/8/bomb.png', { kind: 'bytes', body: bombPng(50_000, 50_000), type: 'image/png' });
  const started = Date.now();
  const bomb = await app.inject({ url: '/_ipx/w_100/cms/documents/8/bomb.png' });
  t.equal(bomb.statusCode, 413, 'a bomb is refused');
  // Decoding 2.5 billion pixels would take minutes.
  t.ok(Date.now() - started < 5000, 'before decoding');
  assertShortPlainError(t, bomb);
  t.equal((await app.inject({ url: `/_ipx/w_100${PHOTO}` })).statusCode, 200, 'the server carries on');
});

t.test('SVG: never rasterised, served as it is under a CSP; with script refused', async (t) => {
  const { fake, app } = await setup(t);
  for (const modifiers of ['_', 'w_50', 'f_png', 'f_webp&w_10']) {
    const res = await app.inject({ url: `/_ipx/${modifiers}${SVG}` });
    t.equal(res.statusCode, 200, modifiers);
    t.equal(res.headers['content-type'], 'image/svg+xml');
    t.equal(res.headers['content-security-policy'], "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'opened by itself, it runs nothing');
    t.equal(res.headers['x-content-type-options'], 'nosniff');
    t.match(res.body, /^<svg[\s\S]*<\/svg>\s*$/, 'the markup itself, not pixels');
  }
  const hostile = {
    'script.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    'onload.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
    'href.svg': '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    'foreign.svg': '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>',
    'entity.svg': '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaa">]><svg xmlns="http://www.w3.org/2000/svg">&a;</svg>',
    // Under another prefix, or written with character references: what a browser runs all the same.
    'prefixed-script.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>',
    'prefixed-onload.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><rect x:onclick="alert(1)" width="1" height="1"/></svg>',
    'encoded-href.svg': '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="&#106;ava&#x09;script&#58;alert(1)"><text>x</text></a></svg>',
    'animated-href.svg': '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="&#x6A;avascript:alert(1)"/><text>x</text></a></svg>',
    'svg-in-data.svg': '<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/></svg>',
    'stylesheet.svg': '<?xml version="1.0"?><?xml-stylesheet href="https://evil.example/x.xsl" type="text/xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    'not-xml.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</svg>',
  };
  for (const [name, markup] of Object.entries(hostile)) {
    fake.serve(`/cms/documents/7/${name}`, { kind: 'bytes', body: markup, type: 'image/svg+xml' });
    for (const modifiers of ['_', 'f_png']) {
      const res = await app.inject({ url: `/_ipx/${modifiers}/cms/documents/7/${name}` });
      t.equal(res.statusCode, 400, `${name} ${modifiers}`);
      assertShortPlainError(t, res);
    }
  }
});

t.test('not an image, a broken image: 415 without a crash', async (t) => {
  const { fake, app } = await setup(t);
  const pdf = await app.inject({ url: '/_ipx/w_100/cms/documents/3001/zadost-o-prispevek-na-bydleni.pdf' });
  t.equal(pdf.statusCode, 415);
  assertShortPlainError(t, pdf);
  fake.serve('/cms/documents/6/broken.jpg', { kind: 'bytes', body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]), type: 'image/jpeg' });
  fake.serve('/cms/documents/6/html.png', { kind: 'bytes', body: '<html><script>alert(1)</script></html>', type: 'image/png' });
  for (const name of ['broken.jpg', 'html.png']) {
    const res = await app.inject({ url: `/_ipx/w_100/cms/documents/6/${name}` });
    t.equal(res.statusCode, 415, name);
    assertShortPlainError(t, res);
  }
  t.equal((await app.inject({ url: `/_ipx/w_100${PHOTO}` })).statusCode, 200, 'the server carries on');
});

t.test('hostile sources: other hosts, IP addresses, credentials, fragments, traversal, look-alikes', async (t) => {
  const { fake, app } = await setup(t);
  const hostile = [
    '/_ipx/_/https://evil.example/a.png',
    '/_ipx/_/http:/evil.example/a.png',
    '/_ipx/_//evil.example/cms/documents/3101/budova-uradu-prace.jpg',
    '/_ipx/_/evil.example/cms/documents/3101/budova-uradu-prace.jpg',
    `/_ipx/_/${encodeURIComponent(fake.upstreamUrl)}/cms/documents/3101/budova-uradu-prace.jpg`,
    `/_ipx/_/${fake.upstreamUrl}/cms/documents/3101/budova-uradu-prace.jpg`,
    '/_ipx/_/http://127.0.0.1/cms/documents/3101/budova-uradu-prace.jpg',
    '/_ipx/_/127.0.0.1/cms/documents/3101/budova-uradu-prace.jpg',
    '/_ipx/_/http://[::1]/cms/documents/3101/budova-uradu-prace.jpg',
    '/_ipx/_/http://169.254.169.254/latest/meta-data/',
    '/_ipx/_/http://user:pass@evil.example/cms/documents/3101/budova-uradu-prace.jpg',
    '/_ipx/_/cms/documents/3101%40evil.example/budova-uradu-prace.jpg',
    '/_ipx/_/cms/documents/user:pass@3101/budova-uradu-prace.jpg',
    '/_ipx/_/cms/documents/3101/budova-uradu-prace.jpg%23fragment',
    '/_ipx/_/cms/documents/3101/budova-uradu-prace.jpg%3Fx=1',
    '/_ipx/_/cms/documents/3101/..%2F..%2Fwebs%2Fup.json',
    '/_ipx/_/cms/documents/3101/%2E%2E',
    '/_ipx/_/cms/documents/3101/%252e%252e%252fwebs',
    '/_ipx/_/cms/documents/3101/..%5cwebs',
    '/_ipx/_/cms/documents/3101/a%00.jpg',
    '/_ipx/_/cms/documents-x/3101/budova-uradu-prace.jpg',
    '/_ipx/_/cms/documentsx/3101/budova-uradu-prace.jpg',
    '/_ipx/_/cms/Documents/3101/budova-uradu-prace.jpg',
    '/_ipx/_/cms/documents/3101',
    '/_ipx/_/cms/documents/3101/x/budova-uradu-prace.jpg',
    '/_ipx/_/webs',
    '/_ipx/_/assets/share/up-default.png',
  ];
  for (const url of hostile) {
    const res = await app.inject({ url });
    t.ok([400, 404].includes(res.statusCode), `${url}: ${res.statusCode}`);
    if (res.statusCode === 404) t.equal(res.json().code, 'PORTAL_PAGE_NOT_FOUND', `${url}: a missing page`);
    else assertShortPlainError(t, res);
  }
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const target of ['/_ipx/_/cms/documents/../webs/up.json', '/_ipx/_/cms/documents/3101/../../webs', '/_ipx/_/cms/documents/%2e%2e/%2e%2e', '/_ipx/_/cms/documents/3101/budova-uradu-prace.jpg#x']) {
    t.equal((await rawGet(address, target)).status, 400, `raw ${target}`);
  }
  t.equal(fake.totalCalls(), 0, 'nothing reached any upstream');
});

t.test('hostile upstreams: a redirect is not followed, a hang and a stalled body time out, failures are 502', async (t) => {
  const elsewhere = { calls: 0 };
  const other = createServer((_req, res) => {
    elsewhere.calls++;
    res.end();
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => other.close(resolve)));
  const target = `http://127.0.0.1:${(other.address() as AddressInfo).port}/cms/documents/3101/budova-uradu-prace.jpg`;

  const { fake, app } = await setup(t, { timeoutMs: 300 });
  fake.serve('/cms/documents/5/redirect.jpg', { kind: 'redirect', location: target });
  fake.serve('/cms/documents/5/moved.jpg', { kind: 'redirect', location: target, status: 308 });
  fake.serve('/cms/documents/5/hang.jpg', { kind: 'hang' });
  fake.serve('/cms/documents/5/stall.jpg', { kind: 'stall-body', type: 'image/jpeg' });
  fake.serve('/cms/documents/5/broken.jpg', { kind: 'bytes', body: 'x', type: 'text/plain', status: 500 });

  for (const name of ['redirect.jpg', 'moved.jpg']) {
    const res = await app.inject({ url: `/_ipx/w_10/cms/documents/5/${name}` });
    t.equal(res.statusCode, 502, name);
    assertShortPlainError(t, res);
  }
  t.equal(elsewhere.calls, 0, 'the redirect target was never asked');
  for (const name of ['hang.jpg', 'stall.jpg']) {
    const started = Date.now();
    const res = await app.inject({ url: `/_ipx/w_10/cms/documents/5/${name}` });
    t.equal(res.statusCode, 504, name);
    t.ok(Date.now() - started < 5000, `${name}: within the timeout, not never`);
    assertShortPlainError(t, res);
  }
  t.equal(fake.calls('/cms/documents/5/hang.jpg'), 1, 'a timeout is not retried');
  const broken = await app.inject({ url: '/_ipx/w_10/cms/documents/5/broken.jpg' });
  t.equal(broken.statusCode, 502);
  const missing = await app.inject({ url: '/_ipx/w_10/cms/documents/5/missing.jpg' });
  t.equal(missing.statusCode, 404);
  t.equal(missing.json().code, 'PORTAL_PAGE_NOT_FOUND', 'a missing source is a missing page (the portal renders its 404 screen)');
  const down = await optimizer(t, 'http://127.0.0.1:9', { timeoutMs: 300 });
  t.equal((await down.inject({ url: `/_ipx/w_10${PHOTO}` })).statusCode, 502);
});

t.test('HEAD and other methods', async (t) => {
  const { app } = await setup(t);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const get = await fetch(`${address}/_ipx/w_100${PHOTO}`);
  const body = Buffer.from(await get.arrayBuffer());
  const head = await fetch(`${address}/_ipx/w_100${PHOTO}`, { method: 'HEAD' });
  t.equal(head.status, 200);
  t.equal(head.headers.get('content-length'), String(body.length));
  t.equal(head.headers.get('content-type'), 'image/webp');
  t.equal((await head.arrayBuffer()).byteLength, 0);
  const post = await app.inject({ method: 'POST', url: `/_ipx/w_100${PHOTO}` });
  t.equal(post.statusCode, 405);
  t.equal(post.headers.allow, 'GET, HEAD');
});

t.test('the ipx storage itself: only document paths, metadata by HEAD', async (t) => {
  const fake = await startFakeDocuments(t);
  const options = { documentsUrl: fake.url, headers: {}, maxInputBytes: 1e6, maxInputPixels: 1e7, concurrency: 1, cacheMaxBytes: 1e6, timeoutMs: 1000 };
  const storage = documentsStorage(documentsSource(new HttpClient(fake.url, {}, 1000), options));
  const meta = await storage.getMeta(PHOTO);
  t.ok(meta && Date.parse(String(meta.mtime)), 'Last-Modified of the source');
  t.equal(await storage.getMeta('/cms/documents/9/none.jpg'), undefined);
  t.same(Buffer.from((await storage.getData(PHOTO))!), readFileSync(path.join(SAMPLE_CONTENT, 'up/documents/3101/budova-uradu-prace.jpg')), 'the source bytes');
  for (const id of ['https://evil.example/a.png', '/cms/documents-x/1/a.png', '/cms/documents/1/../../webs', 'http://127.0.0.1/cms/documents/3101/budova-uradu-prace.jpg']) {
    for (const call of [storage.getMeta, storage.getData]) {
      const error = await Promise.resolve(call(id)).then(() => undefined, (e: unknown) => e);
      t.ok(error instanceof ImageError && error.status === 400, `${id} refused`);
    }
  }
  t.equal(fake.calls('/cms/documents/9/none.jpg'), 1);
  t.equal(fake.totalCalls(), 3, 'the refused ids never reached the upstream');
});
