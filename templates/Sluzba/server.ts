import { z } from 'zod';
import { formatDate } from '../../shared/i18n.ts';
import { dateTime, html, link, text } from '../schema.ts';
import { defineTemplate } from '../module.ts';
import { linkedPage, linkedPages, loadRef, loadRefs } from '../refs.ts';
import { amountRows } from '../PruvodceDavkami/amounts.ts';
import { schema as guideSchema } from '../PruvodceDavkami/rules.ts';
import type { Content } from '../../shared/content.ts';
import type { LocaleCode } from '../../shared/locales.ts';
import ServicePage, { type ServiceData, type ServiceGuide, type ServiceLoaded } from './Sluzba.tsx';

/** How an application may be handed in: online, through a data box, in person, by post. */
export const SUBMISSION_METHODS = ['online', 'datovaSchranka', 'osobne', 'posta'] as const;

export const schema = z.object({
  lifeSituation: text().optional().describe('The life event the service belongs to: a CategoryKey of `zivotni-situace` that the item also carries.'),
  eligibilityHtml: html().optional().describe('Who is eligible (HTML).'),
  conditionsHtml: html().optional().describe('Additional conditions (HTML).'),
  howToApplyHtml: html().optional().describe('How to apply, step by step (HTML).'),
  submissionMethods: z.array(z.enum(SUBMISSION_METHODS)).optional().describe('The ways an application may be submitted; the page names each in its language.'),
  onlineService: link().optional().describe('Where to apply online (Jenda, an e-service).'),
  attachments: z.array(text()).optional().describe('The documents an applicant must attach, as plain text, one a line.'),
  forms: z.array(text()).optional().describe('Refs to the Formular items of the service; the page loads them and links each by its name.'),
  body: html().optional().describe('General information: amounts, how the benefit is made up (HTML).'),
  fees: text().optional().describe('What the application costs, plain text.'),
  deadlines: text().optional().describe('How long the office takes, how long the benefit lasts, plain text.'),
  legalBasis: z.array(link()).optional().describe("The laws the service rests on (label = the law's full citation)."),
  related: z.array(link()).optional().describe('Related services and pages.'),
  discontinued: z
    .object({
      since: dateTime().optional().describe('since when'),
      replacedBy: text().optional().describe('the Ref of the service that replaced it, linked'),
      note: text().describe('what to do now, shown first'),
    })
    .optional()
    .describe('A benefit that no longer exists.'),
  guide: z
    .object({ rules: text().describe('the Ref of the PruvodceDavkami item'), benefit: text().describe("the benefit's id there") })
    .optional()
    .describe('The benefit\'s rules in the benefits guide: the page lists its amounts from them and links "Check if you can get it".'),
}).meta({ description: 'A service (a benefit, a duty): who may get it, how to apply, with what.' });

/** The benefit's amounts and the guide's link from the guide's item; none when its rules do not fit or name no such benefit. */
function guideOf(item: Content, benefit: string, locale: LocaleCode, prefix: string): ServiceGuide | undefined {
  const parsed = guideSchema.safeParse(item.data);
  const page = linkedPage(item, locale, prefix);
  if (!parsed.success || !page || !parsed.data.rules.benefits.some((candidate) => candidate.id === benefit)) return undefined;
  const { rules, texts } = parsed.data;
  return {
    checkUrl: `${page.url}?${new URLSearchParams({ benefit })}`,
    validFrom: formatDate(rules.validFrom, locale) ?? rules.validFrom,
    amounts: amountRows(rules, texts.amounts, benefit, locale),
  };
}

export const Sluzba = defineTemplate<ServiceData, Record<string, never>, ServiceLoaded>({
  key: 'Sluzba',
  Component: ServicePage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const { forms, discontinued, guide } = content.data;
    const [formItems, replacement, guideItem] = await Promise.all([
      loadRefs(cms, forms, lookup),
      discontinued?.replacedBy ? loadRef(cms, discontinued.replacedBy, lookup) : undefined,
      guide ? loadRef(cms, guide.rules, lookup) : undefined,
    ]);
    return {
      forms: linkedPages(formItems, locale, site.prefix),
      replacedBy: replacement && linkedPage(replacement, locale, site.prefix),
      discontinuedSince: formatDate(discontinued?.since, locale),
      ...(guide && guideItem ? { guide: guideOf(guideItem, guide.benefit, locale, site.prefix) } : {}),
    };
  },
});
