import { exampleView, type Examples } from '../types.ts';
import type { SiteMapLoaded } from './MapaStranek.tsx';

const base = { structureKey: 'MapaStranek', categories: [], tags: [], displayAt: null, updatedAt: '2026-09-01T08:00:00+02:00' };

/** Site maps as the CMS would hand them over; the menu, footer and page tree come from the template's load. */
export const examples: Examples = {
  siteMap: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-site-map',
    name: 'Mapa stránek',
    description: 'Přehled všech stránek webu Úřadu práce ČR.',
    data: {
      includeMenu: true,
      includeFooter: true,
      roots: ['/zivotni-situace', '/o-nas'],
      extraLinks: [{ label: 'Formuláře', url: '/formulare' }, { label: 'Vyhledávání', url: '/vyhledavani' }],
    },
  }),
  english: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-site-map-en',
    name: 'Site map',
    description: 'All pages of the Labour Office website.',
    data: { includeMenu: true, roots: ['/life-situations'], extraLinks: [{ label: 'Search', url: '/en/search' }] },
  }),
  broken: exampleView({
    ...base,
    language: 'cs-CZ',
    id: 'example-site-map-broken',
    name: 'Mapa stránek s vadnými údaji',
    description: 'Perex zůstává.',
    data: { includeMenu: 'ano', roots: '/o-nas', extraLinks: [{ label: 'Zlý odkaz', url: 'javascript:alert(1)' }, { label: 'Kontakty', url: '/kontakty' }] },
  }),
};

/** What `load` hands the Czech site map: the menu, one footer column and a tree two levels deep. */
export const loadedSiteMap: SiteMapLoaded = {
  menu: [
    { label: 'Služby', url: '/sluzby', children: [{ label: 'Podpora v nezaměstnanosti', url: '/podpora-v-nezamestnanosti' }] },
    { label: 'Kontakty', url: '/kontakty' },
  ],
  footer: [{ title: 'O nás', links: [{ label: 'Prohlášení o přístupnosti', url: '/prohlaseni-o-pristupnosti' }, { label: 'Portál MPSV', url: 'https://www.mpsv.cz' }] }],
  tree: [
    {
      id: '1',
      title: 'Životní situace',
      url: '/zivotni-situace',
      children: [
        { id: '2', title: 'Služby a dávky', url: '/sluzby', children: [] },
        { id: '3', title: 'Podpora v nezaměstnanosti', url: '/podpora-v-nezamestnanosti', children: [] },
      ],
    },
    { id: '4', title: 'O nás', url: '/o-nas', children: [{ id: '5', title: 'Kontakty', url: '/kontakty', children: [] }] },
  ],
};
