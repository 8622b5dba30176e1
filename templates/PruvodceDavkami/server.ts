import { z } from 'zod';
import { formatDate, translatorFor } from '../../shared/i18n.ts';
import { defineTemplate } from '../module.ts';
import BenefitsGuidePage, { type GuideLoaded } from './PruvodceDavkami.tsx';
import { schema, type GuideData } from './rules.ts';
import { guideStep } from './steps.ts';

export { schema };

/** Every parameter is the guide's (answers are named after their questions): values as given, read by steps.ts. */
const query = z.record(z.string(), z.string());

export const PruvodceDavkami = defineTemplate<GuideData, Record<string, string>, GuideLoaded>({
  key: 'PruvodceDavkami',
  Component: BenefitsGuidePage,
  schema,
  query,
  // The answers are the person's: never kept by a cache, nor remembered by the page memo.
  cache: { kind: 'private' },
  remember: false,
  async load({ content, query, path, locale, now }) {
    const { rules, texts } = content.data;
    const step = guideStep(rules, texts, query, path);
    const t = translatorFor(locale);
    const title = step.kind === 'question' ? `${step.error ? `${t('guide.errorTitle')}: ` : ''}${step.question.legend}`
      : step.kind === 'check' ? t('guide.check.title')
      : step.kind === 'result' ? t('guide.result.title')
      : content.name;
    return {
      step,
      title,
      validFrom: formatDate(rules.validFrom, locale) ?? rules.validFrom,
      outdated: rules.validTo !== undefined && now() > Date.parse(rules.validTo),
    };
  },
  meta: (content, loaded) => ({
    title: loaded && loaded.step.kind !== 'start' ? `${loaded.title} – ${content.name}` : content.name,
    // A page of answers is nobody's search result; the start page is.
    ...(loaded && loaded.step.kind !== 'start' ? { robots: 'noindex' } : {}),
  }),
});
