/**
 * `/sitemap.xml` and `/robots.txt` (docs/product.md §15). The sitemap of a host lists every published page of
 * the webs it serves (a web with a host of its own on that host; the others on the portal's public URL), in every
 * language, each with its translations as hreflang alternates and `x-default` the Czech one; a web's home is its
 * root. What is a page to list is server/listing.ts's to say, for the sitemap as for the search (no web config,
 * redirect, outage notice or page for signed-in visitors). Written by the `sitemap` library from the CMS answers,
 * and kept by the page cache while they stand.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Content } from '../shared/content.ts';
import { LOCALE_CODES, localeByTag, LOCALES, localizePath } from '../shared/locales.ts';
import type { Config, WebEntry } from './config.ts';
import type { ListingCheck } from './listing.ts';
import { CMS_DOCUMENT } from './page-cache/page-cache.ts';
import { FEED } from './route-kind.ts';
import { loadWeb, loadWebConfig, originOf, siteRoot } from './site.ts';


/** Every published item of a web in one language (at most 10,000, far beyond any web of the portal), cached answers. */
function contentsOf(request: FastifyRequest, webId: string, language: string): Promise<Content[]> {
  return request.cms.everyContent({ webId, language, sort: 'name:asc' });
}

async function itemsOfWeb(request: FastifyRequest, config: Config, listed: ListingCheck, entry: WebEntry): Promise<SitemapItemLoose[]> {
  const prefix = entry.host ? '' : entry === config.webs[0] ? '' : entry.url;
  const web = await loadWeb(request.cms, { entry, prefix, contentPath: '/', isDefault: entry === config.webs[0] });
  const origin = originOf(config.publicUrl, { entry });
  const homes = new Map(await Promise.all(LOCALE_CODES.map(async (code) => [code, (await loadWebConfig(request.cms, web, code))?.home] as const)));
  const pathOf = (tag: string, friendlyURL: string) => {
    const locale = localeByTag(tag)!.code;
    return friendlyURL === homes.get(locale) ? siteRoot(locale, prefix) : localizePath(locale, prefix + friendlyURL);
  };
  const perLanguage = await Promise.all(LOCALE_CODES.map((code) => contentsOf(request, web.id, LOCALES[code].tag)));
  return perLanguage.flat().flatMap((item): SitemapItemLoose[] => {
    const own = item.friendlyURLs[item.language];
    if (!own || !listed(item, localizePath(localeByTag(item.language)!.code, prefix + own))) return [];
    const translations = Object.entries(item.friendlyURLs).filter(([tag]) => localeByTag(tag));
    const links = translations.map(([tag, url]) => ({ lang: tag, url: origin + pathOf(tag, url) }));
    const czech = item.friendlyURLs['cs-CZ'];
    if (czech) links.push({ lang: 'x-default', url: origin + pathOf('cs-CZ', czech) });
    return [{ url: origin + pathOf(item.language, own), lastmod: item.updatedAt ?? undefined, links }];
  });
}

export const sitemapPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config; listed: ListingCheck }) => {
    app.get('/sitemap.xml', { config: FEED }, async (request, reply) => {
      const host = request.site.entry.host;
      const webs = opts.config.webs.filter((entry) => (host ? entry.host === host : !entry.host));
      const items = (await Promise.all(webs.map((entry) => itemsOfWeb(request, opts.config, opts.listed, entry)))).flat();
      const stream = new SitemapStream({ xmlns: { news: false, xhtml: true, image: false, video: false } });
      for (const item of items) stream.write(item);
      stream.end();
      const xml = await streamToPromise(stream);
      reply.type('application/xml; charset=utf-8').header('cache-control', `public, max-age=0, s-maxage=${opts.config.cmsCacheRetentionS}`);
      app.pageCache?.keep(request, xml, CMS_DOCUMENT);
      return xml;
    });

    app.get('/robots.txt', async (request, reply) => {
      const origin = originOf(opts.config.publicUrl, request.site);
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      // Previews, sign-in and the page data of client navigation are no pages for search engines.
      return ['User-agent: *', 'Disallow: /dev/', 'Disallow: /*/dev/', 'Disallow: /auth/', 'Disallow: /*/_payload.json', 'Disallow: /security-provider/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    });
  },
  { name: 'sitemap', dependencies: ['request-context'] },
);
