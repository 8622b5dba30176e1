import { defineTemplate } from '../module.ts';
import AktualitaPage from './Aktualita.tsx';
import type { NewsData } from './NewsArticle.tsx';
import { newsSchema } from './schema.ts';

/** Shared by the news item and the press release: an article with its image as the preview picture. */
export const newsMeta = (content: { data: NewsData }) => ({ ogType: 'article' as const, ogImage: content.data.image?.url });

export const Aktualita = defineTemplate<NewsData>({ key: 'Aktualita', Component: AktualitaPage, schema: newsSchema, meta: newsMeta });
