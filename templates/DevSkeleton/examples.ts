import { previewExample } from '../blocks/preview.tsx';
import type { Examples } from '../types.ts';

/** All placeholders, then each alone as a page shows it while loading. */
export const examples: Examples = {
  vse: previewExample('DevSkeleton', 'vse', { skeletons: [{ kind: 'article' }, { kind: 'list', count: 3 }, { kind: 'cards', count: 4 }] }),
  clanek: previewExample('DevSkeleton', 'clanek', { skeletons: [{ kind: 'article' }] }),
  seznam: previewExample('DevSkeleton', 'seznam', { skeletons: [{ kind: 'list', count: 10 }] }),
};
