/**
 * The progress bar of the global loader (ui/loading.ts), under which client navigation runs: shown only when the
 * work takes longer than a moment (docs/product.md §9: page-transition wait 100 ms), so fast pages do not flicker.
 * Only the browser renders it; `aria-busy` on main tells screen readers the same.
 */
import { useEffect, useState } from 'react';
import { useT } from '../ui/i18n.tsx';
import { useLoading } from '../ui/loading.ts';

const SHOW_AFTER_MS = 100;

export function NavigationProgress() {
  const t = useT();
  const loading = useLoading();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  // `loading` too: the bar goes in the same render as the loader stops, not one effect later.
  return shown && loading ? <div className="navigation-progress" role="progressbar" aria-label={t('loader.page')} /> : null;
}
