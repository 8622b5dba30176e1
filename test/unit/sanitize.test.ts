import t from 'tap';
import { sanitize } from '../../server/sanitize.ts';

t.test('scripts, handlers, styles and dangerous schemes are removed; content markup stays', async (t) => {
  const html = sanitize(
    '<h1>Title</h1><p onclick="x()" style="color:red">Text <a href="javascript:alert(1)">bad</a> <a href="/ok" target="_blank">ok</a></p>' +
      '<script>alert(1)</script><iframe src="https://evil"></iframe><img src="data:text/html,x" onerror="x()"><a href="vbscript:x">v</a><a href="file:///etc/passwd">f</a>' +
      '<table><tr><th scope="col">A</th></tr></table><a href="mailto:podatelna@uradprace.cz">mail</a>',
  );
  t.equal(
    html,
    '<h2>Title</h2><p>Text <a>bad</a> <a href="/ok">ok</a></p><img /><a>v</a><a>f</a><table><tr><th scope="col">A</th></tr></table><a href="mailto:podatelna@uradprace.cz">mail</a>',
  );
});

t.test('CMS ids get a prefix, and so do links to them: they cannot take the portal\'s own ids', async (t) => {
  t.equal(sanitize('<h2 id="portal-data">A</h2><p><a href="#portal-data">to A</a></p>'), '<h2 id="cms-portal-data">A</h2><p><a href="#cms-portal-data">to A</a></p>');
});

t.test('links in CMS HTML: a path that a browser reads as another site (a tab, a backslash) loses its href', async (t) => {
  t.equal(sanitize('<a href="/&#9;/evil.tld">x</a><a href="/\t/evil.tld">y</a><a href="/\\evil.tld">z</a><img src="/&#10;/evil.tld/a.png" alt="a">'), '<a>x</a><a>y</a><a>z</a><img alt="a" />');
  t.equal(sanitize('<a href="/o-nas">ok</a><a href="https://example.com/">ok</a>'), '<a href="/o-nas">ok</a><a href="https://example.com/">ok</a>');
});
