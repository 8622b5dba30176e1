import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';

/** The sample form and the whole catalogue, then the password meter alone. */
export const examples: Examples = {
  katalog: previewExample('DevForm', 'katalog', { sections: ['form', 'messages', 'keyFilters', 'password'] }),
  hesla: previewExample('DevForm', 'hesla', { sections: ['password'] }),
};
