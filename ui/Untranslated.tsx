/**
 * A page that exists only in Czech, asked for in another language (docs/product.md §10.5): said in the visitor's
 * language, with the Czech page one link away, rather than a dead end or a jump to the home page.
 */
import { LOCALES } from '../shared/locales.ts';
import { AppLink } from './AppLink.tsx';
import { useT } from './i18n.tsx';

export function Untranslated({ name, url, rootPath }: { name: string; url: string; rootPath: string }) {
  const t = useT();
  const czech = LOCALES.cs.tag;
  return (
    <div className="gov-container content-page untranslated" data-view="untranslated">
      <h1>{t('untranslated.headline')}</h1>
      <p>{t('untranslated.description')}</p>
      <p className="untranslated__link">
        <AppLink to={url} lang={czech} hrefLang={czech}>{name}</AppLink>
      </p>
      <p><AppLink to={rootPath}>{t('untranslated.home')}</AppLink></p>
    </div>
  );
}
