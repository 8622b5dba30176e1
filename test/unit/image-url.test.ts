import t from 'tap';
import { parseModifiers } from '../../server/images/modifiers.ts';
import { imageSizeOf, imageUrl, srcSet } from '../../shared/image-url.ts';

const PHOTO = '/cms/documents/3101/budova-uradu-prace.jpg';

t.test('imageUrl writes the modifiers as Nuxt Image does, webp by default', async (t) => {
  t.equal(imageUrl(PHOTO), `/_ipx/f_webp${PHOTO}`);
  t.equal(imageUrl(PHOTO, { w: 640 }), `/_ipx/f_webp&w_640${PHOTO}`);
  t.equal(imageUrl(PHOTO, { h: 300 }), `/_ipx/f_webp&h_300${PHOTO}`);
  t.equal(imageUrl(PHOTO, { w: 640, h: 400, fit: 'contain', q: 70, b: '#ffffff', f: 'avif' }), `/_ipx/f_avif&fit_contain&s_640x400&q_70&b_ffffff${PHOTO}`);
  t.equal(imageUrl(`${PHOTO}?v=3`, { w: 10 }), `/_ipx/f_webp&w_10${PHOTO}?v=3`, 'a version query stays');
  t.equal(imageUrl('/cms/documents/1/Žádost o byt.jpg', { w: 10 }), '/_ipx/f_webp&w_10/cms/documents/1/%C5%BD%C3%A1dost%20o%20byt.jpg');
  t.equal(imageUrl('/cms/documents/1/%C5%BD%20x.jpg'), '/_ipx/f_webp/cms/documents/1/%C5%BD%20x.jpg', 'encoded once, not twice');
});

t.test('sources outside /cms/documents are left alone', async (t) => {
  for (const src of ['/assets/share/up-default.png', 'https://example.com/a.jpg', 'data:image/png;base64,AAAA', '/cms/documents-x/1/a.jpg']) {
    t.equal(imageUrl(src, { w: 100 }), src);
    t.equal(srcSet(src, 100), '');
  }
});

t.test('srcSet: densities 1 and 2, height scaled alike, no side beyond 4096', async (t) => {
  t.equal(srcSet(PHOTO, 640), `/_ipx/f_webp&w_640${PHOTO} 1x, /_ipx/f_webp&w_1280${PHOTO} 2x`);
  t.equal(srcSet(PHOTO, 300, [1, 2], { h: 200, fit: 'cover' }), `/_ipx/f_webp&fit_cover&s_300x200${PHOTO} 1x, /_ipx/f_webp&fit_cover&s_600x400${PHOTO} 2x`);
  t.equal(srcSet(PHOTO, 3000, [1, 2]), `/_ipx/f_webp&w_3000${PHOTO} 1x, /_ipx/f_webp&w_4096${PHOTO} 2x`);
  t.equal(srcSet(PHOTO, 1000, [2], { h: 3000 }), `/_ipx/f_webp&s_1365x4096${PHOTO} 2x`);
});

t.test('every URL it writes is one the optimizer accepts, with the same values', async (t) => {
  const cases = [{ w: 640 }, { w: 640, h: 480, fit: 'inside' as const, q: 80, b: 'abcdef', f: 'png' as const }, { h: 4096 }];
  for (const options of cases) {
    const segment = imageUrl(PHOTO, options).split('/')[2]!;
    const parsed = parseModifiers(segment);
    t.equal(parsed.width, options.w);
    t.equal(parsed.height, options.h);
    t.equal(parsed.format, options.f ?? 'webp');
    t.equal(parsed.quality, 'q' in options ? options.q : undefined);
    t.equal(parsed.background, 'b' in options ? options.b : undefined);
  }
});

t.test('a failed size lookup is logged and gives 0 (docs/product.md §8)', async (t) => {
  const logged: unknown[] = [];
  const log = (error: unknown) => logged.push(error);
  t.same(await imageSizeOf(async () => ({ width: 1600, height: 1000 }), log), { width: 1600, height: 1000, ratio: 1.6 });
  t.same(logged, []);
  t.same(await imageSizeOf(async () => { throw new Error('unreachable'); }, log), { width: 0, height: 0, ratio: 0 });
  t.same(await imageSizeOf(async () => ({ width: 0, height: 10 }), log), { width: 0, height: 0, ratio: 0 });
  t.equal(logged.length, 2);
});
