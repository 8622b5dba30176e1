import t from 'tap';
import { isInAppPath } from '../../shared/urls.ts';

t.test('isInAppPath: the portal pages of every language, not its own routes, files or other sites', async (t) => {
  for (const href of ['/', '/en', '/prispevek-na-bydleni', '/en/housing-allowance?x=1#part', '/ua/dopomoha-na-zhytlo', '/english-lessons']) t.ok(isInAppPath(href), href);
  for (const href of ['/auth/login', '/en/auth/login?redirect=%2Fen', '/ua/auth/logout', '/api/search?q=abc', '/assets/client.js', '/cms/documents/1/a.pdf', '/builds/latest.json', '/formular.pdf', '//example.com/', '/\\example.com', 'https://example.com/', 'mailto:a@b.cz']) t.notOk(isInAppPath(href), href);
});
