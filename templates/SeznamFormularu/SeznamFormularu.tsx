/** The list of forms (SeznamFormularu): A–Z or Z–A, filtered by the area of the office's work each belongs to. */
import { ListEntry } from '../../ui/ListEntry.tsx';
import { ListView, type ListPage } from '../lists/ListView.tsx';
import type { ListPageData } from '../lists/definition.ts';
import type { TemplateProps } from '../types.ts';

export interface FormEntry {
  id: string;
  title: string;
  url: string;
  description?: string;
  /** The areas (`agenda` categories) the form belongs to, by name. */
  agendas: string[];
}

export default function FormListView({ content, data: list }: TemplateProps<ListPageData, ListPage<FormEntry>>) {
  if (!list) return null;
  return (
    <ListView content={content} list={list} templateKey="SeznamFormularu" renderItem={(form) => (
      <ListEntry key={form.id} title={form.title} url={form.url}>
        {form.description ? <p>{form.description}</p> : null}
        {form.agendas.length > 0 ? <ul className="gov-list--plain tag-list">{form.agendas.map((agenda) => <li key={agenda}>{agenda}</li>)}</ul> : null}
      </ListEntry>
    )} />
  );
}
