/**
 * The glossary (SlovnikPojmu): terms A–Z in the page language's order, an index of letters (those without terms
 * are not links), one term per anchor, and a search within it: a GET form the server answers, so it works
 * without JavaScript, with the number of matching terms announced.
 */
import { useId } from 'react';
import { AppLink } from '../../ui/AppLink.tsx';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { GetForm } from '../../ui/GetForm.tsx';
import { useT } from '../../ui/i18n.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { RichText } from '../../ui/RichText.tsx';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { schema } from './server.ts';

export type GlossaryTerm = GlossaryData['terms'][number];

export type GlossaryData = z.output<typeof schema>;

/** What `load` hands the page: the terms to show, by letter, and the letters of the alphabet. */
export interface GlossaryView {
  query: string;
  /** Letters of the page language's alphabet, in order; `has` when a shown term starts with it. */
  alphabet: { letter: string; has: boolean }[];
  groups: { letter: string; terms: GlossaryTerm[] }[];
  count: number;
  path: string;
}

function letterId(letter: string): string {
  return `pismeno-${letter.toLowerCase()}`;
}

function SearchWithin({ view }: { view: GlossaryView }) {
  const t = useT();
  const id = useId();
  return (
    <GetForm className="glossary__search" action={view.path} role="search" aria-label={t('glossary.search')} omit={(_, value) => value.trim() === ''}>
      <label htmlFor={id}>{t('glossary.search')}</label>
      <div className="search-form__row">
        <input id={id} name="q" type="search" defaultValue={view.query} key={view.query} />
        <button type="submit" className="portal-button portal-button--secondary">{t('glossary.find')}</button>
      </div>
    </GetForm>
  );
}

export default function GlossaryPage({ content, data: view }: TemplateProps<GlossaryData, GlossaryView>) {
  const t = useT();
  if (!view) return null;
  return (
    <article className="gov-container content-page glossary" data-template="SlovnikPojmu">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      <SearchWithin view={view} />
      <nav className="glossary__index" aria-label={t('glossary.index')}>
        <ul className="glossary__letters">
          {view.alphabet.map(({ letter, has }) => (
            <li key={letter}>{has ? <a href={`#${letterId(letter)}`}>{letter}</a> : <span aria-disabled="true">{letter}</span>}</li>
          ))}
        </ul>
      </nav>
      <p className="list-count" role="status">{view.query ? t('glossary.found', { count: view.count }) : t('glossary.count', { count: view.count })}</p>
      {view.count === 0 ? <p>{`${t('glossary.none')} `}<AppLink to={view.path}>{t('glossary.all')}</AppLink></p> : null}
      {view.groups.map((group) => (
        <section key={group.letter} aria-labelledby={letterId(group.letter)}>
          <h2 id={letterId(group.letter)} className="glossary__letter">{group.letter}</h2>
          <dl className="glossary__terms">
            {group.terms.map((term) => (
              <div key={term.id} id={term.id} className="glossary__term">
                <dt>{term.term}</dt>
                <dd>
                  <RichText html={term.definition} className="rich-text glossary__definition" />
                  {term.synonyms && term.synonyms.length > 0 ? <p className="glossary__synonyms">{`${t('glossary.synonyms')}: ${term.synonyms.join(', ')}`}</p> : null}
                  {term.related?.map((link) => <p key={link.url}><PortalLink url={link.url}>{link.label}</PortalLink></p>)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {view.query && view.count > 0 ? <p><AppLink to={view.path}>{t('glossary.all')}</AppLink></p> : null}
      <UpdatedOn content={content} />
    </article>
  );
}
