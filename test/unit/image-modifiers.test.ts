import t from 'tap';
import { canonicalModifiers, chooseFormat, ModifierError, parseModifiers } from '../../server/image-modifiers.ts';

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
