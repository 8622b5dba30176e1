import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';

/** Both lists, then the nested one alone. */
export const examples: Examples = {
  oba: previewExample('DevOlList', 'oba', { lists: ['simple', 'nested'] }),
  vnoreny: previewExample('DevOlList', 'vnoreny', { lists: ['nested'] }),
};
