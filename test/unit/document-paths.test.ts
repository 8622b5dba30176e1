import fc from 'fast-check';
import t from 'tap';
import { documentPath } from '../../server/document-paths.ts';

t.test('a document path is rebuilt from its two decoded segments', async (t) => {
  t.same(documentPath('/cms/documents/3001/zadost.pdf'), { path: '/cms/documents/3001/zadost.pdf', id: '3001', fileName: 'zadost.pdf' });
  t.same(documentPath('/cms/documents/3001/%C5%BD%C3%A1dost%20(1).pdf'), { path: '/cms/documents/3001/%C5%BD%C3%A1dost%20(1).pdf', id: '3001', fileName: 'Žádost (1).pdf' });
  t.equal(documentPath('/cms/documents/3001/Žádost.pdf')?.path, '/cms/documents/3001/%C5%BD%C3%A1dost.pdf', 'unencoded input is encoded');
});

t.test('anything else is refused', async (t) => {
  for (const raw of [
    '/cms/documents/../x', '/cms/documents/1/..', '/cms/documents/1/.', '/cms/documents/%2e%2e/x', '/cms/documents/1/%2E%2E',
    '/cms/documents/1/a%2fb', '/cms/documents/1/a%5cb', '/cms/documents/1/%252e%252e', '/cms/documents/1/a%00', '/cms/documents/1/a%0d%0aX: y',
    '/cms/documents/1/a#b', '/cms/documents/1/a%3Fb', '/cms/documents/1@evil/a', '/cms/documents/a:b/c', '/cms/documents/1/%ZZ',
    '/cms/documents/1', '/cms/documents/1/', '/cms/documents//a', '/cms/documents/1/a/b', '/cms/documents-x/1/a', '/cms/documentsx/1/a',
    '/CMS/documents/1/a', 'cms/documents/1/a', 'http://evil/cms/documents/1/a', '//evil/cms/documents/1/a', '/cms/documents/ 1/a', '/cms/documents/1/%20a',
  ]) {
    t.equal(documentPath(raw), undefined, raw);
  }
});

t.test('whatever comes in, what goes out is one document under the prefix, encoded once', async (t) => {
  // Random text, and text made of the pieces traversal is made of.
  const piece = fc.oneof(fc.string({ unit: 'binary' }), fc.array(fc.constantFrom('.', '..', '%2e', '%2E', '%2f', '/', '\\', '%5c', '%25', '%', 'a', '#', '?', '@', ':', '%00')).map((parts) => parts.join('')));
  fc.assert(
    fc.property(piece, piece, (a, b) => {
      for (const raw of [`/cms/documents/${a}/${b}`, `/cms/documents/${encodeURIComponent(a)}/${encodeURIComponent(b)}`]) {
        const found = documentPath(raw);
        if (!found) continue;
        const segments = found.path.split('/');
        if (segments.length !== 5 || found.path.slice(0, 15) !== '/cms/documents/') return false;
        const decoded = segments.slice(3).map(decodeURIComponent);
        if (decoded.some((s) => s === '.' || s === '..' || /[/\\%]/.test(s))) return false;
        if (decoded[0] !== found.id || decoded[1] !== found.fileName) return false;
      }
      return true;
    }),
    { numRuns: 2000 },
  );
  t.pass('no escape');
});
