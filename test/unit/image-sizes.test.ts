import t from 'tap';
import { pino } from 'pino';
import { ImageSizes, withImageSizes } from '../../server/images/sizes.ts';

t.test('images anywhere in page data get their size; documents and other URLs are left alone', async (t) => {
  const asked: string[] = [];
  const sizes = new ImageSizes(async (src) => {
    asked.push(src);
    return { width: 1200, height: 800 };
  }, pino({ level: 'silent' }));
  const data = {
    hero: { title: 'Úřad práce', image: { url: '/cms/documents/1/hero.jpg', alt: '' } },
    blocks: [{ type: 'cards', cards: [{ title: 'Karta', url: '/cms/documents/2/form.pdf' }] }],
    logo: { url: 'https://example.org/logo.png', alt: 'Logo' },
  };
  const sized = await withImageSizes(data, sizes);
  t.same(sized.hero.image, { url: '/cms/documents/1/hero.jpg', alt: '', width: 1200, height: 800 });
  t.same(sized.blocks, data.blocks, 'a document with no alt is no image');
  t.same(sized.logo, data.logo, 'only the CMS documents are looked up');
  t.notOk('width' in data.hero.image, 'the data itself is not changed');
  await withImageSizes(data, sizes);
  t.same(asked, ['/cms/documents/1/hero.jpg'], 'each size looked up once');
});

t.test('a failed lookup is logged and gives 0 × 0 (docs/product.md §8)', async (t) => {
  const logged: unknown[] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const sizes = new ImageSizes(async () => {
    throw new Error('Source image not found.');
  }, log);
  const sized = await withImageSizes({ image: { url: '/cms/documents/9/chybi.jpg', alt: 'Chybí' } }, sizes);
  t.same(sized.image, { url: '/cms/documents/9/chybi.jpg', alt: 'Chybí', width: 0, height: 0 });
  t.match(logged, [{ msg: 'image size lookup failed', src: '/cms/documents/9/chybi.jpg' }]);
});

t.test('the same data object is walked once', async (t) => {
  let lookups = 0;
  const sizes = new ImageSizes(async () => {
    lookups++;
    return { width: 10, height: 10 };
  }, pino({ level: 'silent' }));
  const data = { image: { url: '/cms/documents/1/a.jpg', alt: '' } };
  const first = await sizes.sized(data);
  t.equal(await sizes.sized(data), first, 'the same result object');
  t.equal(lookups, 1);
});

t.test('a size lookup that failed is not remembered: the next request tries again, and its data is not complete', async (t) => {
  let lookups = 0;
  const sizes = new ImageSizes(async () => {
    lookups++;
    if (lookups === 1) throw new Error('the image server did not answer');
    return { width: 40, height: 20 };
  }, pino({ level: 'silent' }));
  const data = { image: { url: '/cms/documents/1/a.jpg', alt: '' } };
  const first = await sizes.sized(data);
  t.same(first, { data: { image: { url: '/cms/documents/1/a.jpg', alt: '', width: 0, height: 0 } }, complete: false });
  const second = await sizes.sized(data);
  t.same(second, { data: { image: { url: '/cms/documents/1/a.jpg', alt: '', width: 40, height: 20 } }, complete: true });
  t.equal(lookups, 2);
  t.equal(await sizes.sized(data), second, 'once known, remembered');
  t.equal(lookups, 2);
});
