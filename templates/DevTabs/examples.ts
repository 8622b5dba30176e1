import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';

/** The tabs' states: four tabs (they wrap on a phone), and two. */
export const examples: Examples = {
  vsechny: previewExample('DevTabs', 'vsechny', { tabs: ['online', 'dataBox', 'inPerson', 'post'] }),
  dve: previewExample('DevTabs', 'dve', { tabs: ['online', 'inPerson'] }),
};
