import { newsMeta } from '../Aktualita/server.ts';
import type { NewsData } from '../Aktualita/NewsArticle.tsx';
import { newsSchema } from '../Aktualita/schema.ts';
import { defineTemplate } from '../module.ts';
import TiskovaZpravaPage from './TiskovaZprava.tsx';

export const TiskovaZprava = defineTemplate<NewsData>({ key: 'TiskovaZprava', Component: TiskovaZpravaPage, schema: newsSchema, meta: newsMeta });
