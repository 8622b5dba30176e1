/** A job at the office under the Labour Code (PracovniMisto): the shared job posting view (templates/UpCzSluzebniMisto/JobPosting.tsx). */
import type { TemplateProps } from '../types.ts';
import { JobPostingPage, type JobData, type JobLoaded } from '../UpCzSluzebniMisto/JobPosting.tsx';

export default function PracovniMistoPage({ content, data, locale }: TemplateProps<JobData, JobLoaded>) {
  return <JobPostingPage content={content} data={data} locale={locale} templateKey="PracovniMisto" />;
}
