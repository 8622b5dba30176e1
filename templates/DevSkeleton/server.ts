import { z } from 'zod';
import { SKELETON_KINDS } from '../../ui/Skeleton.tsx';
import { defineTemplate } from '../module.ts';
import DevSkeletonPage, { type SkeletonPreviewData } from './DevSkeleton.tsx';

/** Which placeholders the example shows: of an article, a list (`count` items) or tiles (`count` tiles). */
export const schema = z.object({
  skeletons: z.array(z.object({ kind: z.enum(SKELETON_KINDS), count: z.number().int().min(1).max(10).optional() })).min(1),
});

export const DevSkeleton = defineTemplate<SkeletonPreviewData>({ key: 'DevSkeleton', Component: DevSkeletonPage, schema, meta: () => ({ robots: 'noindex' }) });
