/** /dev/skeleton: the loading placeholders (ui/Skeleton.tsx) of an article, a list and tiles. */
import { useT } from '../../ui/i18n.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { PreviewPage } from '../blocks/preview.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type SkeletonPreviewData = z.infer<typeof schema>;

export default function DevSkeletonPage({ content }: TemplateProps<SkeletonPreviewData>) {
  const t = useT();
  return (
    <PreviewPage template="DevSkeleton" name="skeleton">
      {content.data.skeletons.map(({ kind, count }) => (
        <section key={kind} className="component-preview__state" aria-labelledby={`skeleton-${kind}`}>
          <h2 id={`skeleton-${kind}`}>{t(`dev.skeleton.${kind}`)}</h2>
          <Skeleton kind={kind} count={count} />
        </section>
      ))}
    </PreviewPage>
  );
}
