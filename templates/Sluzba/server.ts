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

/** The data of a service detail (content/README.md "Services and forms"). */
/** How an application may be handed in: online, through a data box, in person, by post. */
export const SUBMISSION_METHODS = ['online', 'datovaSchranka', 'osobne', 'posta'] as const;

export const schema = z.object({
  /** The life event the service belongs to: a CategoryKey of `zivotni-situace` that the item also carries. */
  lifeSituation: text().optional(),
  /** Who is eligible (HTML). */
  eligibilityHtml: html().optional(),
  /** Additional conditions (HTML). */
  conditionsHtml: html().optional(),
  /** How to apply, step by step (HTML). */
  howToApplyHtml: html().optional(),
  /** The ways an application may be submitted; the page names each in its language. */
  submissionMethods: z.array(z.enum(SUBMISSION_METHODS)).optional(),
  /** Where to apply online (Jenda, an e-service). */
  onlineService: link().optional(),
  /** The documents an applicant must attach, as plain text, one a line. */
  attachments: z.array(text()).optional(),
  /** Refs to the Formular items of the service; the page loads them and links each by its name. */
  forms: z.array(text()).optional(),
  /** General information: amounts, how the benefit is made up (HTML). */
  body: html().optional(),
  /** What the application costs, plain text. */
  fees: text().optional(),
  /** How long the office takes, how long the benefit lasts, plain text. */
  deadlines: text().optional(),
  /** The laws the service rests on (label = the law's full citation). */
  legalBasis: z.array(link()).optional(),
  /** Related services and pages. */
  related: z.array(link()).optional(),
  /** A benefit that no longer exists: since when, the Ref of the service that replaced it, and what to do now. */
  discontinued: z.object({ since: dateTime().optional(), replacedBy: text().optional(), note: text() }).optional(),
  /**
   * The benefit's rules in the benefits guide: `rules`, the Ref of the PruvodceDavkami item; `benefit`, the benefit's id
   * there. The page lists the benefit's amounts from those rules and links "Check if you can get it".
   */
  guide: z.object({ rules: text(), benefit: text() }).optional(),
});

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
