import { LOCALES, localizePath } from '../../shared/locales.ts';
import { keepsListState, type ListPageData, listPageSchema, listQuery, type ListQuery } from '../lists/definition.ts';
import { listAnswer, loadList } from '../lists/load.ts';
import type { ListPage } from '../lists/ListView.tsx';
import { defineTemplate } from '../module.ts';
import FormListView, { type FormEntry } from './SeznamFormularu.tsx';

export const SeznamFormularu = defineTemplate<ListPageData, ListQuery, ListPage<FormEntry>>({
  key: 'SeznamFormularu',
  Component: FormListView,
  schema: listPageSchema().meta({ description: 'The list of forms (`structureKeys: ["Formular"]`, `filters: ["agenda"]`, A–Z / Z–A).' }),
  query: listQuery,
  languageQuery: keepsListState,
  answer: listAnswer,
  load: (context) =>
    loadList(context, context.content.data.list, (form) => {
      const url = form.friendlyURLs[LOCALES[context.locale].tag];
      if (!url) return undefined;
      return {
        id: form.id,
        title: form.name,
        url: localizePath(context.locale, context.site.prefix + url),
        description: form.description ?? undefined,
        agendas: form.categories.filter((category) => category.vocabulary === 'agenda').map((category) => category.name),
      };
    }),
});
