import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';
import type { LoadedUrls } from './DevUrl.tsx';

/** Real sample pages: the housing allowance in four languages, the news list with its filters. */
export const examples: Examples = {
  adresy: previewExample('DevUrl', 'adresy', { pages: ['/prispevek-na-bydleni'], list: '/aktuality' }),
};

/** What the load finds for `adresy` on the sample content, for the component's tests. */
export const loadedUrls: LoadedUrls = {
  pages: [
    {
      name: 'Příspěvek na bydlení',
      href: '/prispevek-na-bydleni',
      translations: [
        { language: 'Česky', href: '/prispevek-na-bydleni' },
        { language: 'English', href: '/en/housing-allowance' },
        { language: 'Русский', href: '/ru/posobie-na-zhile' },
        { language: 'Українська', href: '/ua/dopomoha-na-zhytlo' },
      ],
    },
  ],
  list: { name: 'Aktuality', href: '/aktuality', translations: [{ language: 'Česky', href: '/aktuality' }] },
};
