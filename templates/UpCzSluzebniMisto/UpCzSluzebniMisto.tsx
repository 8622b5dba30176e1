/** A civil-service post (UpCzSluzebniMisto): the shared job posting view. */
import type { TemplateProps } from '../types.ts';
import { JobPostingPage, type JobData, type JobLoaded } from './JobPosting.tsx';

export default function UpCzSluzebniMistoPage({ content, data, locale }: TemplateProps<JobData, JobLoaded>) {
  return <JobPostingPage content={content} data={data} locale={locale} templateKey="UpCzSluzebniMisto" />;
}
