import fc from 'fast-check';
import t from 'tap';
import { canonicalModifiers, chooseFormat, MAX_OUTPUT_PIXELS, ModifierError, parseModifiers, withinOutputCap, type Modifiers } from '../../server/images/modifiers.ts';

t.test('parse: values, aliases, separators', async (t) => {
  t.same(parseModifiers('_'), {});
  t.same(parseModifiers('w_640&f_webp'), { width: 640, format: 'webp' });
  t.same(parseModifiers('s_640x480,fit_contain'), { width: 640, height: 480, fit: 'contain' });
  t.same(parseModifiers('f_jpg&q_1&b_%23ABC'), { format: 'jpeg', quality: 1, background: 'aabbcc' });
  t.same(parseModifiers('w_4096&h_2048'), { width: 4096, height: 2048 });
  t.throws(() => parseModifiers('w_4096&h_4096'), { message: 'w × h must be at most 8388608 pixels.' });
  t.throws(() => parseModifiers('s_1x1&h_1'), { message: 'Modifier h is given twice.' }, 's counts as w and h');
  try {
    parseModifiers('zz_1');
    t.fail('unknown modifier accepted');
  } catch (error) {
    t.type(error, ModifierError);
  }
});

t.test('canonical: one spelling per meaning, format apart', async (t) => {
  t.equal(canonicalModifiers(parseModifiers('w_640&h_480&q_80')), canonicalModifiers(parseModifiers('q_80&s_640x480')));
  t.equal(canonicalModifiers(parseModifiers('f_png&w_1')), canonicalModifiers(parseModifiers('w_1')));
  t.not(canonicalModifiers(parseModifiers('w_1')), canonicalModifiers(parseModifiers('h_1')));
});

t.test('chooseFormat', async (t) => {
  t.equal(chooseFormat('png', 'image/avif'), 'png');
  t.equal(chooseFormat(undefined, undefined), 'webp');
  t.equal(chooseFormat(undefined, ''), 'webp');
  t.equal(chooseFormat(undefined, 'image/avif,image/webp'), 'avif');
  t.equal(chooseFormat(undefined, 'IMAGE/WEBP'), 'webp');
  t.equal(chooseFormat(undefined, 'image/avif;q=0, image/webp;q=0.5'), 'webp');
  t.equal(chooseFormat(undefined, 'image/webp;q=0, image/png'), 'jpeg');
  t.equal(chooseFormat(undefined, 'image/*'), 'jpeg');
  t.equal(chooseFormat(undefined, 'text/html,*/*;q=0.8'), 'webp');
});

t.test('withinOutputCap: no output above MAX_OUTPUT_PIXELS, whatever the modifiers', async (t) => {
  const tall = { width: 2000, height: 12_500 };
  const area = (m: Modifiers, source: { width: number; height: number }) => {
    // What the resizer makes at most (as if it enlarged): both sides, one in proportion, or the source's.
    const { width, height } = m;
    if (width && height) {
      if (m.fit !== 'outside') return width * height;
      const scale = Math.max(width / source.width, height / source.height);
      return Math.ceil(source.width * scale) * Math.ceil(source.height * scale);
    }
    if (width) return width * Math.ceil((width * source.height) / source.width);
    if (height) return height * Math.ceil((height * source.width) / source.height);
    return source.width * source.height;
  };
  const w4096 = withinOutputCap(parseModifiers('w_4096'), tall);
  t.ok(area(w4096, tall) <= MAX_OUTPUT_PIXELS, `w_4096 of 2000 × 12500: width ${w4096.width}`);
  t.equal(w4096.height, undefined, 'still one side, the other in proportion');
  const none = withinOutputCap(parseModifiers('_'), { width: 5000, height: 5000 });
  t.ok(none.width && none.width <= 2896, `no size of a 25-megapixel source: width ${none.width}`);
  const outside = withinOutputCap(parseModifiers('s_4000x10&fit_outside'), { width: 1000, height: 1000 });
  t.ok(area(outside, { width: 1000, height: 1000 }) <= MAX_OUTPUT_PIXELS, `fit_outside: ${outside.width} × ${outside.height}`);
  t.same(withinOutputCap(parseModifiers('w_640&f_webp'), { width: 1600, height: 1000 }), parseModifiers('w_640&f_webp'), 'an ordinary request is left as it is');
  t.same(withinOutputCap(parseModifiers('_'), { width: 1600, height: 1000 }), {}, 'so is a source within the cap');

  fc.assert(
    fc.property(
      fc.record({ width: fc.integer({ min: 1, max: 30_000 }), height: fc.integer({ min: 1, max: 30_000 }) }),
      fc.option(fc.integer({ min: 1, max: 8192 }), { nil: undefined }),
      fc.option(fc.integer({ min: 1, max: 8192 }), { nil: undefined }),
      fc.constantFrom(undefined, 'cover', 'contain', 'fill', 'inside', 'outside'),
      (source, width, height, fit) => {
        const asked: Modifiers = { width, height, fit: fit as Modifiers['fit'] };
        if (width && height && fit !== 'outside' && width * height > MAX_OUTPUT_PIXELS) return true; // refused by parseModifiers
        return area(withinOutputCap(asked, source), source) <= MAX_OUTPUT_PIXELS;
      },
    ),
    { numRuns: 3000 },
  );
});
