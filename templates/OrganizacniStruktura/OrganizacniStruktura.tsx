/**
 * The organisational structure (OrganizacniStruktura): a tree of units as nested lists, each unit a native
 * disclosure (open at the top level) with its head, phone and e-mail, so it expands without JavaScript.
 */
import type { Person } from '../../shared/content-shapes.ts';
import { ContactPerson, EmailLink, PhoneLink } from '../../ui/Contact.tsx';
import { ContentHeader, SmartLink, UpdatedOn } from '../../ui/ContentParts.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export interface Unit {
  id: string;
  name: string;
  description?: string;
  head?: Person;
  phone?: string;
  email?: string;
  children: Unit[];
}

export type StructureData = z.output<typeof schema>;

function UnitItem({ unit, depth }: { unit: Unit; depth: number }) {
  const t = useT();
  return (
    <li id={unit.id}>
      <details className="org-unit" open={depth === 0 || undefined}>
        <summary>{unit.name}</summary>
        <div className="org-unit__body">
          {unit.description ? <p>{unit.description}</p> : null}
          {unit.head ? <ContactPerson person={unit.head} /> : null}
          {unit.phone || unit.email ? (
            <p className="org-unit__contact">
              {unit.phone ? <>{`${t('contact.phone')}: `}<PhoneLink number={unit.phone} /></> : null}
              {unit.phone && unit.email ? <br /> : null}
              {unit.email ? <>{`${t('contact.email')}: `}<EmailLink email={unit.email} /></> : null}
            </p>
          ) : null}
          {unit.children.length > 0 ? (
            <ul className="org-tree">
              {unit.children.map((child) => <UnitItem key={child.id} unit={child} depth={depth + 1} />)}
            </ul>
          ) : null}
        </div>
      </details>
    </li>
  );
}

export default function StructurePage({ content }: TemplateProps<StructureData>) {
  const { units, body, branchesLink } = content.data;
  return (
    <article className="gov-container content-page org-structure" data-template="OrganizacniStruktura">
      <ContentHeader content={content} />
      <RichText html={body} />
      <ul className="org-tree org-tree--root">
        {units.map((unit) => <UnitItem key={unit.id} unit={unit} depth={0} />)}
      </ul>
      {branchesLink ? <p className="org-structure__branches"><SmartLink url={branchesLink.url}>{branchesLink.label}</SmartLink></p> : null}
      <UpdatedOn content={content} />
    </article>
  );
}
