import fc from 'fast-check';
import t from 'tap';
import { serializeForScript } from '../../shared/serialize.ts';

t.test('escapes what could end a script element or break JavaScript', async (t) => {
  const out = serializeForScript({ html: '</script><script>alert(1)</script>', amp: 'a & b', ls: '\u2028\u2029', cmt: '<!--' });
  t.notMatch(out, /[<>&\u2028\u2029]/);
  t.same(JSON.parse(out), { html: '</script><script>alert(1)</script>', amp: 'a & b', ls: '\u2028\u2029', cmt: '<!--' });
});

t.test('any JSON value survives the round trip and never contains a raw <, >, & or line separator', async (t) => {
  t.doesNotThrow(() => fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const out = serializeForScript(value);
      if (/[<>&\u2028\u2029]/.test(out)) return false;
      return JSON.stringify(JSON.parse(out)) === JSON.stringify(value);
    }),
  ));
});
