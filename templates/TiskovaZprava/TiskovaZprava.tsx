/** A press release (TiskovaZprava): the shared news article view (templates/Aktualita/NewsArticle.tsx). */
import type { TemplateProps } from '../types.ts';
import { NewsArticlePage, type NewsData } from '../Aktualita/NewsArticle.tsx';

export default function TiskovaZpravaPage({ content, locale }: TemplateProps<NewsData>) {
  return <NewsArticlePage content={content} locale={locale} templateKey="TiskovaZprava" />;
}
