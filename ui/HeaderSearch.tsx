/**
 * The search box of every page's header (docs/product.md §12.4): a GET form to the web's search page, so it works
 * without JavaScript; with it, the search page opens in the app.
 */
import { useId } from 'react';
import { GetForm } from './GetForm.tsx';
import { useT } from './i18n.tsx';

export function HeaderSearch({ searchPath }: { searchPath: string }) {
  const t = useT();
  const id = useId();
  return (
    <GetForm className="header-search" action={searchPath} role="search" aria-label={t('header.searchLabel')}>
      <label htmlFor={id} className="visually-hidden">{t('header.searchLabel')}</label>
      <input id={id} name="q" type="search" autoComplete="off" placeholder={t('header.searchPlaceholder')} />
      <button type="submit" className="header-search__button">{t('header.searchSubmit')}</button>
    </GetForm>
  );
}
