/**
 * The notice an editor puts on every page of a web (an outage, a change of law, an emergency): the web config's
 * `siteNotice` (docs/content-api.md §3), shown from its start to its end in the page's language, or in Czech where
 * the notice has no text in it. It is added to a page as it leaves (server/page-response.ts), never remembered with
 * it, and no cache keeps a page past the moment the notice starts or ends.
 */
import { z } from 'zod';
import { LOCALES, type LocaleCode } from '../shared/locales.ts';
import type { SiteNotice } from '../shared/page.ts';

const noticeSchema = z.object({
  severity: z.enum(['info', 'warning', 'error']).default('warning'),
  /** ISO 8601 with offset; without `start` it shows from now on. */
  start: z.iso.datetime({ offset: true }).optional(),
  end: z.iso.datetime({ offset: true }),
  /** Plain text by language tag; Czech is required, the fallback of every other language. */
  text: z.record(z.string(), z.string().trim().min(1)).refine((text) => Boolean(text[LOCALES.cs.tag]), 'needs the Czech text'),
});

export interface SiteNoticeConfig {
  severity: SiteNotice['severity'];
  startMs: number;
  endMs: number;
  text: Record<string, string>;
}

/** The config's notice, or undefined when there is none or it does not fit (with the reason, for the log). */
export function parseSiteNotice(raw: unknown): { notice?: SiteNoticeConfig; problem?: string } {
  if (raw === undefined || raw === null || raw === '') return {};
  const parsed = noticeSchema.safeParse(raw);
  if (!parsed.success) return { problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ') };
  const { severity, start, end, text } = parsed.data;
  return { notice: { severity, startMs: start ? Date.parse(start) : Number.NEGATIVE_INFINITY, endMs: Date.parse(end), text } };
}

/**
 * The notice a page shows now, in its language (else Czech, with the language named), and in how many seconds that
 * changes (the notice starts or ends): no cache may keep the page longer.
 */
export function siteNoticeAt(config: SiteNoticeConfig | undefined, locale: LocaleCode, nowMs: number): { notice?: SiteNotice; changesInS?: number } {
  if (!config || nowMs >= config.endMs) return {};
  const secondsTo = (ms: number) => Math.max(1, Math.ceil((ms - nowMs) / 1000));
  if (nowMs < config.startMs) return { changesInS: secondsTo(config.startMs) };
  const own = config.text[LOCALES[locale].tag];
  const notice: SiteNotice = own ? { severity: config.severity, text: own } : { severity: config.severity, text: config.text[LOCALES.cs.tag]!, lang: LOCALES.cs.tag };
  return { notice, changesInS: secondsTo(config.endMs) };
}
