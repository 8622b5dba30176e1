import { z } from 'zod';
import { LOCALES, localizePath } from '../../shared/locales.ts';
import { Errors } from '../../server/errors.ts';
import { defineTemplate } from '../module.ts';
import { documentRef, html, image, text } from '../schema.ts';
import LeafletPage, { type LeafletData, type LeafletLoaded } from './UpCzInformacniLetak.tsx';

const schema: z.ZodType<LeafletData> = z.object({
  /** The leaflet's files, one a language version, each with its `language` tag (DocumentRef). */
  documents: z.array(documentRef()).optional(),
  /** A picture of the leaflet's cover; `alt: ""` marks it decorative. */
  coverImage: image().optional(),
  /** The service the leaflet is about: a Ref (friendly URL as the CMS knows it, in this translation's language). */
  service: text().optional(),
  /** The short summary of the leaflet (HTML). */
  body: html().optional(),
});

export const UpCzInformacniLetak = defineTemplate<LeafletData, Record<string, never>, LeafletLoaded>({
  key: 'UpCzInformacniLetak',
  Component: LeafletPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const ref = content.data.service;
    if (!ref) return {};
    try {
      const service = await cms.contentByUrl(ref, lookup);
      const url = service.friendlyURLs[LOCALES[locale].tag];
      return url ? { service: { title: service.name, url: localizePath(locale, site.prefix + url) } } : {};
    } catch (error) {
      // A service the CMS does not have (any more) is left out; a CMS that fails fails the page.
      if (error instanceof Errors.CMS_NOT_FOUND) return {};
      throw error;
    }
  },
});
