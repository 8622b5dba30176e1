import t from 'tap';
import type { Content } from '../../shared/content.ts';
import { matchSite, parseWebConfig, themeClass } from '../../server/site.ts';

const webs = [
  { url: '/up', name: 'ÚP' },
  { url: '/mpsv', name: 'MPSV' },
  { url: '/sluzby', name: 'Služby', host: 'sluzby.gov.cz' },
  { url: '/ua-help', name: 'Pomoc', locale: 'ua' as const },
];

t.test('a web is found by host, then by its prefix, else the default web serves', async (t) => {
  t.same(matchSite(webs, 'sluzby.gov.cz:443', 'cs', '/x'), { entry: webs[2], prefix: '', contentPath: '/x', isDefault: false });
  t.same(matchSite(webs, 'portal', 'cs', '/mpsv/dotace'), { entry: webs[1], prefix: '/mpsv', contentPath: '/dotace', isDefault: false });
  t.same(matchSite(webs, 'portal', 'en', '/mpsv'), { entry: webs[1], prefix: '/mpsv', contentPath: '/', isDefault: false });
  t.same(matchSite(webs, 'portal', 'cs', '/mpsvx'), { entry: webs[0], prefix: '', contentPath: '/mpsvx', isDefault: true });
  t.same(matchSite(webs, 'portal', 'cs', '/up/x'), { entry: webs[0], prefix: '', contentPath: '/up/x', isDefault: true }, 'the default web has one URL per page');
  t.equal(matchSite(webs, 'portal', 'cs', '/ua-help/x').entry, webs[0], 'an entry for one language only');
  t.equal(matchSite(webs, 'portal', 'ua', '/ua-help/x').entry, webs[3]);
});

t.test('theme class: the theme, else the slugified name, else theme-default', async (t) => {
  t.equal(themeClass({ theme: 'up', name: {}, defaultLanguage: 'cs-CZ' }), 'theme-up');
  t.equal(themeClass({ name: { 'cs-CZ': 'Úřad práce ČR' }, defaultLanguage: 'cs-CZ' }), 'theme-urad-prace-cr');
  t.equal(themeClass({ name: {}, defaultLanguage: 'cs-CZ' }), 'theme-default');
  t.equal(themeClass(undefined), 'theme-default');
});

t.test('web config: JSON strings are parsed, broken values are left out', async (t) => {
  const content = {
    data: {
      home: '/uvod',
      nazevWebu: 'Úřad práce',
      vychoziObrazek: '{"url": "/img.png"}',
      menu: '[{"label": "A", "url": "/a"}, {"label": "no url"}, 7]',
      footer: '{"columns": [{"title": "T", "links": [{"label": "L", "url": "/l"}]}, {"links": []}]}',
      frequentSearches: '[not json',
      maintenance: false,
    },
  } as unknown as Content;
  const config = parseWebConfig(content);
  t.equal(config.home, '/uvod');
  t.same(config.vychoziObrazek, { url: '/img.png' });
  t.same(config.menu, [{ label: 'A', url: '/a', children: [] }]);
  t.same(config.footer, { columns: [{ title: 'T', links: [{ label: 'L', url: '/l' }] }], contact: undefined });
  t.equal(config.raw.frequentSearches, '[not json', 'a string that does not parse stays a string');
  t.equal(config.maintenance, false);
  t.equal(parseWebConfig(content), config, 'parsed once per cached CMS object');
});
