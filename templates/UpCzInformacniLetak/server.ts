import { z } from 'zod';
import { defineTemplate } from '../module.ts';
import { linkedPage, loadRef } from '../refs.ts';
import { documentRef, html, image, text } from '../schema.ts';
import LeafletPage, { type LeafletData, type LeafletLoaded } from './UpCzInformacniLetak.tsx';

export const schema = z.object({
  documents: z.array(documentRef()).optional().describe("The leaflet's files, one a language version, each with its `language` tag (DocumentRef)."),
  coverImage: image().optional().describe('A picture of the leaflet\'s cover; `alt: ""` marks it decorative.'),
  service: text().optional().describe("The service the leaflet is about: a Ref (friendly URL as the CMS knows it, in this translation's language)."),
  body: html().optional().describe('The short summary of the leaflet (HTML).'),
}).meta({ description: 'An information leaflet.' });

export const UpCzInformacniLetak = defineTemplate<LeafletData, Record<string, never>, LeafletLoaded>({
  key: 'UpCzInformacniLetak',
  Component: LeafletPage,
  schema,
  async load({ content, cms, lookup, locale, site }) {
    const service = content.data.service ? await loadRef(cms, content.data.service, lookup) : undefined;
    const page = service && linkedPage(service, locale, site.prefix);
    return page ? { service: { title: page.title, url: page.url } } : {};
  },
});
