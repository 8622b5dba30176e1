import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';

/** The whole sample text, and its lists alone. */
export const examples: Examples = {
  clanek: previewExample('DevTypografie', 'clanek', { parts: ['text', 'lists', 'quote'] }),
  seznamy: previewExample('DevTypografie', 'seznamy', { parts: ['lists'] }),
};
