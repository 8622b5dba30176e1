/** What office pages load from the CMS (server only): other offices as links with their address and first phone. */
import type { CmsClient, Lookup } from '../../server/cms.ts';
import { titleIn, type Content } from '../../shared/content.ts';
import { LOCALES, localizePath, type LocaleCode } from '../../shared/locales.ts';
import { address, phone } from '../schema.ts';
import type { LinkedOffice } from './OfficeParts.tsx';

/** An office item as a link in the page's language; undefined when it has no URL in that language. */
export function linkedOffice(content: Content, locale: LocaleCode, prefix: string): LinkedOffice | undefined {
  const url = content.friendlyURLs[LOCALES[locale].tag];
  if (!url) return undefined;
  const officeAddress = address().safeParse(content.data.address);
  const phones = Array.isArray(content.data.phones) ? content.data.phones : [];
  const firstPhone = phone().safeParse(phones[0]);
  return {
    id: content.id,
    name: content.name,
    url: localizePath(locale, prefix + url),
    ...(officeAddress.success ? { address: officeAddress.data } : {}),
    ...(firstPhone.success ? { phone: firstPhone.data } : {}),
  };
}

/** The names of a vocabulary's categories in the page language (Czech when a name is not translated). */
export async function categoryNames(cms: CmsClient, lookup: Lookup, vocabularyName: string): Promise<Map<string, string>> {
  const vocabulary = (await cms.categories(lookup.webId)).find((candidate) => candidate.name === vocabularyName);
  return new Map(
    (vocabulary?.categories ?? []).map((category) => [category.name, titleIn(category, lookup.language)]),
  );
}
