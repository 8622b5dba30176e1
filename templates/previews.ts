/** The /dev preview pages (SPEC.md §2) that show a template with its named examples. */
import { BeznaStranka } from './BeznaStranka/BeznaStranka.tsx';
import { examples as pageExamples } from './BeznaStranka/examples.ts';
import { examples as homeExamples } from './HlavniStranka/examples.ts';
import { HlavniStranka } from './HlavniStranka/HlavniStranka.tsx';
import type { Preview } from './types.ts';

export const previews: Readonly<Record<string, Preview>> = {
  homepage: { template: HlavniStranka, examples: homeExamples },
  content: { template: BeznaStranka, examples: pageExamples },
};
