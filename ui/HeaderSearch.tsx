/**
 * The search box of every page's header (issue 11): a GET form to the web's search page, so it works without
 * JavaScript; with it, the search page opens in the app.
 */
import { useContext, useId, type FormEvent } from 'react';
import { NavigateContext } from './AppLink.tsx';
import { useT } from './i18n.tsx';

export function HeaderSearch({ searchPath }: { searchPath: string }) {
  const t = useT();
  const navigate = useContext(NavigateContext);
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!navigate) return;
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('q') ?? '');
    navigate(`${searchPath}?${new URLSearchParams({ q: term })}`);
  };
  return (
    <form className="header-search" method="get" action={searchPath} role="search" onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">{t('header.searchLabel')}</label>
      <input id={id} name="q" type="search" autoComplete="off" placeholder={t('header.searchPlaceholder')} />
      <button type="submit" className="header-search__button">{t('header.searchSubmit')}</button>
    </form>
  );
}
