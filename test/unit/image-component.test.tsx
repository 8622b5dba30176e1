import t from 'tap';
import { dom } from '../helpers/dom.ts';
import { renderHtml } from '../helpers/render.tsx';
import { Image } from '../../ui/Image.tsx';

/** The attributes of the one image rendered. */
const imageOf = (html: string) => dom(html)('img').attr() ?? {};

t.test('a known size: width and height for the layout, both densities while the source is large enough', async (t) => {
  const image = imageOf(renderHtml(<Image image={{ url: '/cms/documents/1/budova.jpg', alt: 'Budova pobočky', width: 1600, height: 900 }} width={720} />));
  t.hasStrict(image, {
    src: '/_ipx/f_webp&w_720/cms/documents/1/budova.jpg',
    srcset: '/_ipx/f_webp&w_720/cms/documents/1/budova.jpg 1x, /_ipx/f_webp&w_1440/cms/documents/1/budova.jpg 2x',
    width: '720',
    height: '405',
    alt: 'Budova pobočky',
    loading: 'lazy',
  });
});

t.test('a source narrower than twice the layout: its whole width for a 2x screen, never more', async (t) => {
  const image = imageOf(renderHtml(<Image image={{ url: '/cms/documents/3103/obalka.jpg', alt: 'Obálka letáku', width: 1000, height: 1414 }} width={960} />));
  t.hasStrict(image, {
    srcset: '/_ipx/f_webp&w_960/cms/documents/3103/obalka.jpg 1x, /_ipx/f_webp&w_1000/cms/documents/3103/obalka.jpg 2x',
    width: '960',
    height: '1357',
  });
});

t.test('a small source is never blown up: its own width, one density', async (t) => {
  const image = imageOf(renderHtml(<Image image={{ url: '/cms/documents/1/logo.png', alt: '', width: 300, height: 100 }} width={720} />));
  t.hasStrict(image, { srcset: '/_ipx/f_webp&w_300/cms/documents/1/logo.png 1x', width: '300', height: '100' });
  t.equal(image.alt, '', 'decorative');
});

t.test('an unknown size (the lookup failed: 0 × 0) reserves nothing rather than a wrong box', async (t) => {
  const image = imageOf(renderHtml(<Image image={{ url: '/cms/documents/1/budova.jpg', alt: 'Budova', width: 0, height: 0 }} width={720} priority />));
  t.same([image.width, image.height], [undefined, undefined]);
  t.hasStrict(image, { loading: 'eager', fetchpriority: 'high' });
});
