import type { JobData, JobLoaded } from '../UpCzSluzebniMisto/JobPosting.tsx';
import { jobSchema } from '../UpCzSluzebniMisto/schema.ts';
import { loadJob } from '../UpCzSluzebniMisto/server.ts';
import { defineTemplate } from '../module.ts';
import PracovniMistoPage from './PracovniMisto.tsx';

export const PracovniMisto = defineTemplate<JobData, Record<string, never>, JobLoaded>({ key: 'PracovniMisto', Component: PracovniMistoPage, schema: jobSchema, load: loadJob });
