import fc from 'fast-check';
import t from 'tap';
import { isLocaleCode, localeFromAcceptLanguage, localizePath, splitLocale } from '../../shared/locales.ts';

t.test('the locale prefix is split off the path; Czech has none', async (t) => {
  t.same(splitLocale('/en/housing-allowance'), { locale: 'en', path: '/housing-allowance' });
  t.same(splitLocale('/ua'), { locale: 'ua', path: '/' });
  t.same(splitLocale('/ru/'), { locale: 'ru', path: '/' });
  t.same(splitLocale('/prispevek'), { locale: 'cs', path: '/prispevek' });
  t.same(splitLocale('/english'), { locale: 'cs', path: '/english' }, 'a prefix is a whole segment');
  t.same(splitLocale('/cs/x'), { locale: 'cs', path: '/cs/x' }, 'Czech is never prefixed');
});

t.test('paths are localized with the prefix; the root of a language is its bare prefix', async (t) => {
  t.equal(localizePath('cs', '/'), '/');
  t.equal(localizePath('en', '/'), '/en');
  t.equal(localizePath('ua', '/dopomoha'), '/ua/dopomoha');
});

t.test('split and localize are inverse for any path: the locale and the whole path come back', async (t) => {
  t.doesNotThrow(() =>
    fc.assert(
      fc.property(fc.constantFrom('cs', 'en', 'ru', 'ua' as const), fc.webPath(), (locale, raw) => {
        const path = '/' + raw.replace(/^\/+/, '');
        // A Czech path that starts like another language's prefix is that language's URL: no Czech page has one.
        fc.pre(!(locale === 'cs' && /^\/(en|ru|ua)(\/|$)/.test(path)));
        const split = splitLocale(localizePath(locale, path));
        return split.locale === locale && split.path === path;
      }),
    ),
  );
});

t.test('Accept-Language: q-values rank, uk and ua mean Ukrainian, unknown languages are skipped', async (t) => {
  t.equal(localeFromAcceptLanguage('uk-UA,uk;q=0.9'), 'ua');
  t.equal(localeFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8,cs;q=0.7'), 'en');
  t.equal(localeFromAcceptLanguage('ru;q=0.5, cs;q=0.6'), 'cs');
  t.equal(localeFromAcceptLanguage('en;q=0, ru'), 'ru');
  t.equal(localeFromAcceptLanguage('fr, de'), undefined);
  t.equal(localeFromAcceptLanguage(undefined), undefined);
});

t.test('Accept-Language parsing never throws and returns a portal locale or nothing', async (t) => {
  t.doesNotThrow(() =>
    fc.assert(
      fc.property(fc.string(), (header) => {
        const found = localeFromAcceptLanguage(header);
        return found === undefined || isLocaleCode(found);
      }),
    ),
  );
});
