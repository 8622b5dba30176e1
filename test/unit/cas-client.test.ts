/** How the provider stand-in reads a serviceValidate answer: strictly, by namespace, no DTDs. */
import t from 'tap';
import { MAX_RESPONSE_CHARS, parseServiceResponse } from '../../embedded/cas-client.ts';

const NS = 'http://www.yale.edu/tp/cas';
const success = (user = 'demo', attributes = '<cas:name>Jana Nováková</cas:name><cas:email>jana@example.cz</cas:email>') =>
  `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess><cas:user>${user}</cas:user><cas:attributes>${attributes}</cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`;

t.test('a success: the user and the attributes', async (t) => {
  t.same(parseServiceResponse(`<?xml version="1.0" encoding="UTF-8"?>\n${success()}`), {
    ok: true,
    user: 'demo',
    attributes: { name: 'Jana Nováková', email: 'jana@example.cz' },
  });
  t.same(parseServiceResponse(success('demo', '')), { ok: true, user: 'demo', attributes: {} }, 'attributes may be empty');
  t.match(parseServiceResponse(success(' demo\n')), { ok: true, user: 'demo' }, 'whitespace around the user is not part of it');
});

t.test('entities and character references are decoded, comments and CDATA are harmless', async (t) => {
  t.match(parseServiceResponse(success('a&amp;b&#39;c&#x41;&lt;')), { ok: true, user: "a&b'cA<" });
  t.match(parseServiceResponse(success('<![CDATA[demo]]>')), { ok: true, user: 'demo' });
  t.match(parseServiceResponse(`<!-- a comment -->${success('de<!-- x -->mo')}`), { ok: true, user: 'demo' });
  t.match(parseServiceResponse(success('&nbsp;x')), { ok: true, user: '&nbsp;x' }, 'an HTML entity is not XML: left as it is');
});

t.test('names count by namespace, not by prefix', async (t) => {
  const other = `<x:serviceResponse xmlns:x="${NS}"><x:authenticationSuccess><x:user>demo</x:user></x:authenticationSuccess></x:serviceResponse>`;
  t.match(parseServiceResponse(other), { ok: true, user: 'demo' }, 'another prefix');
  const unprefixed = `<serviceResponse xmlns="${NS}"><authenticationSuccess><user>demo</user></authenticationSuccess></serviceResponse>`;
  t.match(parseServiceResponse(unprefixed), { ok: true, user: 'demo' }, 'the default namespace');
  const wrongNs = `<cas:serviceResponse xmlns:cas="http://evil.test/cas"><cas:authenticationSuccess><cas:user>demo</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
  t.match(parseServiceResponse(wrongNs), { ok: false, code: 'INVALID_RESPONSE' }, 'the cas prefix bound elsewhere');
  t.match(parseServiceResponse(success().replace(` xmlns:cas="${NS}"`, '')), { ok: false, code: 'INVALID_RESPONSE' }, 'no namespace at all');
  const rebound = `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess xmlns:cas="http://evil.test/"><cas:user>demo</cas:user></cas:authenticationSuccess></cas:serviceResponse>`;
  t.match(parseServiceResponse(rebound), { ok: false }, 'the prefix rebound on a child');
});

t.test('a failure: its code and message', async (t) => {
  const failure = `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationFailure code="INVALID_TICKET">Ticket &#39;ST-1&#39; not recognized</cas:authenticationFailure></cas:serviceResponse>`;
  t.same(parseServiceResponse(failure), { ok: false, code: 'INVALID_TICKET', message: "Ticket 'ST-1' not recognized" });
  t.match(parseServiceResponse(failure.replace(' code="INVALID_TICKET"', '')), { ok: false, code: 'UNKNOWN' });
});

t.test('a login only from a root serviceResponse with a direct authenticationSuccess child', async (t) => {
  const cases: Record<string, string> = {
    'another root': `<cas:response xmlns:cas="${NS}"><cas:authenticationSuccess><cas:user>demo</cas:user></cas:authenticationSuccess></cas:response>`,
    'success nested deeper': `<cas:serviceResponse xmlns:cas="${NS}"><cas:wrapper><cas:authenticationSuccess><cas:user>demo</cas:user></cas:authenticationSuccess></cas:wrapper></cas:serviceResponse>`,
    'serviceResponse not the root': `<cas:envelope xmlns:cas="${NS}">${success()}</cas:envelope>`,
    'success and failure side by side': `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationFailure code="INVALID_TICKET"/><cas:authenticationSuccess><cas:user>demo</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    'two successes': `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess><cas:user>a</cas:user></cas:authenticationSuccess><cas:authenticationSuccess><cas:user>b</cas:user></cas:authenticationSuccess></cas:serviceResponse>`,
    'two users': success('a</cas:user><cas:user>b'),
    'an empty user': success('  '),
    'a user with markup': success('<b>demo</b>'),
    'no user': `<cas:serviceResponse xmlns:cas="${NS}"><cas:authenticationSuccess/></cas:serviceResponse>`,
    'an empty answer': `<cas:serviceResponse xmlns:cas="${NS}"/>`,
    'two roots': `${success()}${success()}`,
    'proxy success': `<cas:serviceResponse xmlns:cas="${NS}"><cas:proxySuccess><cas:proxyTicket>PT-1</cas:proxyTicket></cas:proxySuccess></cas:serviceResponse>`,
  };
  for (const [what, xml] of Object.entries(cases)) t.match(parseServiceResponse(xml), { ok: false, code: 'INVALID_RESPONSE' }, what);
});

t.test('DTDs and other declarations are refused before parsing', async (t) => {
  const cases: Record<string, string> = {
    'an internal entity': `<!DOCTYPE r [<!ENTITY who "demo">]>${success('&who;')}`,
    'an external entity': `<!DOCTYPE r [<!ENTITY who SYSTEM "file:///etc/passwd">]>${success('&who;')}`,
    'a DOCTYPE without entities': `<?xml version="1.0"?><!DOCTYPE cas:serviceResponse>${success()}`,
    'lower case': `<!doctype r>${success()}`,
    'billion laughs': `<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${success('&b;')}`,
    'a declaration after the root': `${success()}<!DOCTYPE r>`,
  };
  for (const [what, xml] of Object.entries(cases)) t.same(parseServiceResponse(xml), { ok: false, code: 'INVALID_RESPONSE', message: 'A DTD or markup declaration is refused.' }, what);
});

t.test('what is not XML, or far too large, is refused', async (t) => {
  for (const text of ['', 'demo', '{"user":"demo"}', '<cas:serviceResponse xmlns:cas="x">', '<a><b></a></b>']) t.match(parseServiceResponse(text), { ok: false, code: 'INVALID_RESPONSE' }, JSON.stringify(text));
  t.match(parseServiceResponse(success('demo', `<cas:x>${'a'.repeat(MAX_RESPONSE_CHARS)}</cas:x>`)), { ok: false, message: 'The answer is too large.' });
});
