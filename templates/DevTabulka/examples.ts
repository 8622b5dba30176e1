import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';

/** The table's states: all three, then each alone. */
export const examples: Examples = {
  vse: previewExample('DevTabulka', 'vse', { tables: ['simple', 'wide', 'numbers'] }),
  jednoducha: previewExample('DevTabulka', 'jednoducha', { tables: ['simple'] }),
  siroka: previewExample('DevTabulka', 'siroka', { tables: ['wide'] }),
  cisla: previewExample('DevTabulka', 'cisla', { tables: ['numbers'] }),
};
