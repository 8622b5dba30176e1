import { hasPassed } from '../events/time.ts';
import { defineTemplate, type LoadContext } from '../module.ts';
import type { JobData, JobLoaded } from './JobPosting.tsx';
import { jobSchema } from './schema.ts';
import UpCzSluzebniMistoPage from './UpCzSluzebniMisto.tsx';

/** Shared by both kinds of post: closed once the submission deadline has passed, decided here from the clock. */
export async function loadJob({ content, now }: LoadContext<JobData, Record<string, never>>): Promise<JobLoaded> {
  return { closed: hasPassed(content.data.deadline, now()) };
}

export const UpCzSluzebniMisto = defineTemplate<JobData, Record<string, never>, JobLoaded>({
  key: 'UpCzSluzebniMisto',
  Component: UpCzSluzebniMistoPage,
  schema: jobSchema,
  load: loadJob,
});
