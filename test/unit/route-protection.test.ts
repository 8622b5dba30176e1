import t from 'tap';
import { loadConfig } from '../../server/config.ts';
import { RouteProtection } from '../../server/route-protection.ts';
import { pathMatcher } from '../../shared/route-rules.ts';
import type { PageRequest } from '../../server/request-context.ts';
import { pageRequestOf } from '../../server/request-context.ts';
import { localizeUrl, signInAsOtherHref, signInHref, signOutHref, withParam } from '../../shared/auth.ts';

t.test('patterns: * is any characters, everything else itself, the whole path', async (t) => {
  const matches = pathMatcher(['/klientska-zona/*', '/a.b', '/x*y']);
  t.ok(matches('/klientska-zona/podani'));
  t.ok(matches('/klientska-zona/a/b'));
  t.notOk(matches('/klientska-zona'), 'the star needs the slash before it');
  t.ok(matches('/a.b'));
  t.notOk(matches('/aXb'), 'a dot is a dot');
  t.ok(matches('/xy') && matches('/x-anything-y'));
  t.notOk(matches('/prefix/klientska-zona/a'), 'anchored at the start');
  t.notOk(pathMatcher([])('/'), 'no patterns match nothing');
  t.ok(pathMatcher(['/(a)+[b]'])('/(a)+[b]'), 'regular expression characters are literal');
});

t.test('protected: included or flagged, unless excluded or the login or logout URL; with or without the language prefix', async (t) => {
  const protection = new RouteProtection(loadConfig({ HEADLESS_CMS_URL: 'https://cms.internal', SECURITY_PROVIDER_URL: 'https://sp.internal', AUTH_INCLUDE: '/zona/*,/en/only-english', AUTH_EXCLUDE: '/zona/verejna', AUTH_LOGIN_URL: '/prihlaseni?x=1', AUTH_LOGOUT_URL: '/odhlaseno' }));
  const page = (url: string) => pageRequestOf(url) as PageRequest;
  t.ok(protection.isProtected(page('/zona/podani'), false));
  t.ok(protection.isProtected(page('/ua/zona/podani'), false), 'in every language');
  t.ok(protection.isProtected(page('/en/only-english'), false), 'a pattern with a prefix');
  t.notOk(protection.isProtected(page('/only-english'), false));
  t.notOk(protection.isProtected(page('/zona/verejna'), true), 'excluded wins over included and flagged');
  t.notOk(protection.isProtected(page('/prihlaseni'), true), 'the login URL (its path)');
  t.notOk(protection.isProtected(page('/en/odhlaseno'), true), 'the logout URL');
  t.ok(protection.isProtected(page('/anything'), true), 'flagged content');
  t.notOk(protection.isProtected(page('/anything'), false));
  t.ok(protection.isProtected(page('/zona/podani/_payload.json?b1'), false), 'a page’s data is the page');
});

t.test('auth links: the language prefix on the path, the query kept, values encoded', async (t) => {
  t.equal(localizeUrl('en', '/'), '/en');
  t.equal(localizeUrl('ua', '/?signedOut=inactivity'), '/ua?signedOut=inactivity');
  t.equal(localizeUrl('cs', '/kontakty?a=1'), '/kontakty?a=1');
  t.equal(withParam('/a?b=1', 'c', '/d?e=f&g'), '/a?b=1&c=%2Fd%3Fe%3Df%26g');
  t.equal(signInHref('ru', '/ru/x?y=1'), '/ru/auth/login?redirect=%2Fru%2Fx%3Fy%3D1');
  t.equal(signOutHref('cs'), '/auth/logout');
  t.equal(signOutHref('en', 'inactivity'), '/en/auth/logout?reason=inactivity');
  t.equal(signInAsOtherHref('ua'), '/ua/auth/cleanup?renew=true');
});
