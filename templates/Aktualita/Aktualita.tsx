/** A news item (Aktualita): the shared news article view. */
import type { TemplateProps } from '../types.ts';
import { NewsArticlePage, type NewsData } from './NewsArticle.tsx';

export default function AktualitaPage({ content, locale }: TemplateProps<NewsData>) {
  return <NewsArticlePage content={content} locale={locale} templateKey="Aktualita" />;
}
