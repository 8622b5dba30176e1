import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';

/**
 * docs/product.md §2: the card preview shows without the page layout (`layout.layoutKey: "false"`, as content can ask).
 */
const withoutLayout = { layout: { layoutKey: 'false' } };

/** Every state of the card, then the image card alone. */
export const examples: Examples = {
  stavy: previewExample('DevCard', 'stavy', { ...withoutLayout, states: ['withText', 'withoutText', 'withImage', 'external'] }),
  obrazek: previewExample('DevCard', 'obrazek', { ...withoutLayout, states: ['withImage'] }),
};
