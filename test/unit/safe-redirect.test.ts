import fc from 'fast-check';
import t from 'tap';
import { MAX_RETURN_PATH_LENGTH, safeReturnPath } from '../../shared/safe-redirect.ts';

const PORTAL = 'https://portal.example';

/** Every form of `value` a decoder along the way could produce (an independent decoder: `unescape`). */
function decodedForms(value: string): string[] {
  const forms = [value];
  for (let i = 0; i < 6; i++) {
    const next = unescape(forms.at(-1)!);
    if (next === forms.at(-1)) break;
    forms.push(next);
  }
  return forms;
}

/** What makes a target safe, stated on its own terms: a browser stays on the portal at every decoding. */
function staysOnPortal(target: string): boolean {
  return decodedForms(target).every((form) => {
    const url = URL.parse(form, PORTAL + '/some/page');
    return (
      form.startsWith('/') &&
      !/^\/[/\\]/.test(form) &&
      !/[\\\x00-\x1f\x7f]/.test(form) &&
      url?.origin === PORTAL &&
      !url.pathname.startsWith('//')
    );
  });
}

t.test('examples: portal paths are kept as they are', async (t) => {
  for (const path of ['/', '/dev/protected', '/en/sluzby/bydleni?page=2#vysledky', '/hledat?q=100%25', '/slu%C5%BEby', '/a//b', '/ua/', '/x?next=/y'])
    t.equal(safeReturnPath(path), path, path);
});

t.test('examples: everything else falls back to /', async (t) => {
  const evil = [
    '', 'dev/protected', 'https://evil.example/', 'HTTPS://evil.example', 'javascript:alert(1)', 'data:text/html,x',
    '//evil.example', '///evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example',
    '/%2F%2Fevil.example', '/%2f/evil.example', '/%252F%252Fevil.example', '/%25252F/evil.example', '%2F%2Fevil.example',
    '/%5Cevil.example', '/%5cevil.example', '/%255Cevil.example', '/%2F%2Fevil.example%', '/.//evil.example',
    '/..//evil.example', '/..%2F/evil.example', '/%2e%2e%2F/evil.example',
    '/\tevil', '/%09/evil.example', '/a%0d%0aSet-Cookie:%20x=1', '/a%00b', ' /x', '/x y', '/služby', '/a\u2028b',
  ];
  // The label escapes U+2028, which would otherwise end a TAP line.
  for (const value of evil) t.equal(safeReturnPath(value), '/', JSON.stringify(value).replace(/\u2028/g, '\\u2028'));
});

t.test('examples: values that are not strings fall back to /', async (t) => {
  for (const value of [undefined, null, 0, 42, true, ['/a'], { path: '/a' }, Symbol('x')]) t.equal(safeReturnPath(value), '/', String(value?.toString()));
});

t.test('examples: the length limit', async (t) => {
  const longest = '/' + 'a'.repeat(MAX_RETURN_PATH_LENGTH - 1);
  t.equal(safeReturnPath(longest), longest);
  t.equal(safeReturnPath(longest + 'a'), '/');
});

t.test('property: the answer is the value itself or /', async () => {
  fc.assert(
    fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary-ascii' }), fc.webUrl()), (value) => {
      const answer = safeReturnPath(value);
      return answer === '/' || answer === value;
    }),
    { numRuns: 2000 },
  );
});

t.test('property: whatever it lets through stays on the portal at every decoding', async () => {
  // Strings of the characters that matter, so that slashes, backslashes and escapes meet often.
  const tricky = fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', 'F', 'f', '5', 'C', 'c', '0', '9', '.', ':', 'a', '@', '?', '#', '\t', ' '), maxLength: 24 });
  fc.assert(
    fc.property(fc.oneof(tricky, fc.string({ unit: 'binary-ascii' })), (value) => staysOnPortal(safeReturnPath(value))),
    { numRuns: 5000 },
  );
});

t.test('property: absolute URLs and their disguises are refused', async () => {
  const host = fc.domain();
  const disguise = fc.constantFrom(
    (h: string) => `http://${h}/`,
    (h: string) => `https:${h}`,
    (h: string) => `//${h}`,
    (h: string) => `/\\${h}`,
    (h: string) => `\\\\${h}`,
    (h: string) => `/%2F${h}`,
    (h: string) => `/%2f/${h}`,
    (h: string) => `/%5C${h}`,
    (h: string) => `/%5c%5c${h}`,
  );
  fc.assert(
    fc.property(host, disguise, fc.webPath(), (h, form, tail) => safeReturnPath(form(h) + tail) === '/'),
    { numRuns: 1000 },
  );
  // The same `//host`, percent-encoded one to four times behind the first slash.
  fc.assert(
    fc.property(host, fc.integer({ min: 1, max: 4 }), (h, times) => {
      let encoded = `/${h}`;
      for (let i = 0; i < times; i++) encoded = encodeURIComponent(encoded);
      return safeReturnPath(`/${encoded}`) === '/';
    }),
  );
});

t.test('property: real portal paths with a query come back unchanged', async () => {
  // Segment texts as people write them (Czech, Cyrillic …), without the characters a segment cannot hold and
  // without `%`, whose literal use followed by hex digits reads as an escape (refused on purpose).
  const segment = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((s) => !/[/\\%\p{Cc}]/u.test(s));
  const query = fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), segment), { maxLength: 3 });
  fc.assert(
    fc.property(fc.array(segment, { maxLength: 5 }), query, (segments, params) => {
      const path = '/' + segments.map(encodeURIComponent).join('/') + (params.length ? '?' + new URLSearchParams(params).toString() : '');
      return path.length > MAX_RETURN_PATH_LENGTH || safeReturnPath(path) === path;
    }),
    { numRuns: 2000 },
  );
});
