/**
 * The step-by-step journeys a page is part of (templates/KrokZaKrokem): found from the content service's list of
 * journeys in the page's language, so a journey alone says which pages it orders and no page lists its journeys.
 * The list is a CMS answer like any other: cached, and part of what the page memo checks (server/page-memo.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Content } from '../shared/content.ts';
import { journeyStepAnchor, type JourneyPart } from '../shared/journeys.ts';
import { LOCALES, localizePath, type LocaleCode } from '../shared/locales.ts';
import type { Link } from '../shared/page.ts';
import type { JourneyData } from '../templates/KrokZaKrokem/KrokZaKrokem.tsx';
import { JOURNEY_KEY } from '../templates/KrokZaKrokem/server.ts';
import { templateFor, type TemplateRegistry } from '../templates/module.ts';
import type { CmsClient } from './cms.ts';
import type { Site } from './site.ts';
import { templateView } from './template-data.ts';

export async function journeysOf(cms: CmsClient, templates: TemplateRegistry, log: FastifyBaseLogger, site: Site, locale: LocaleCode, content: Content): Promise<JourneyPart[]> {
  const tag = LOCALES[locale].tag;
  const own = content.friendlyURLs[tag];
  if (!own || content.structure.key === JOURNEY_KEY) return [];
  const journeys = await cms.everyContent({ webId: site.web.id, language: tag, structureKey: JOURNEY_KEY });
  const pageUrl = (ref: string) => localizePath(locale, site.prefix + ref);
  const parts: JourneyPart[] = [];
  for (const journey of journeys) {
    const journeyRef = journey.friendlyURLs[tag];
    const { template, view } = templateView(templateFor(JOURNEY_KEY, templates), journey, log);
    // A journey whose data does not fit is shown with Default and orders nothing.
    if (!journeyRef || template.key !== JOURNEY_KEY) continue;
    const { steps } = view.data as JourneyData;
    const index = steps.findIndex((step) => step.pages?.includes(own));
    if (index < 0) continue;
    const url = pageUrl(journeyRef);
    const stepLink = (at: number): Link | undefined => {
      const step = steps[at];
      if (!step) return undefined;
      const first = step.pages?.[0];
      return { label: step.title, url: first ? pageUrl(first) : `${url}#${journeyStepAnchor(at + 1)}` };
    };
    parts.push({ name: journey.name, url, step: index + 1, steps: steps.length, stepTitle: steps[index]!.title, previous: stepLink(index - 1), next: stepLink(index + 1) });
  }
  return parts;
}
