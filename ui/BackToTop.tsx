/**
 * The footer's "up" control (docs/product.md §2): a link to the header (#top), so it works without JavaScript; with it,
 * the page scrolls up over 500 ms (at once for a visitor who asks for reduced motion) and focus moves to the top.
 */
import { isPlainClick } from './AppLink.tsx';
import { HEADER_MENU } from './header-menu-rules.ts';
import { useT } from './i18n.tsx';

const TOP_ID = 'top';

function scrollToTop(): void {
  // Focus first, without a jump: a screen reader hears where it is while the view still moves.
  document.getElementById(TOP_ID)?.focus({ preventScroll: true });
  const start = window.scrollY;
  if (start === 0 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / HEADER_MENU.scrollToTopMs);
    // Each step is placed exactly ('instant'): the stylesheet's smooth scroll-behavior would animate every one.
    window.scrollTo({ top: start * (1 - progress) ** 3, behavior: 'instant' });
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function BackToTop() {
  const t = useT();
  return (
    <a
      href={`#${TOP_ID}`}
      className="portal-footer__up"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        scrollToTop();
      }}
    >
      {t('footer.up')}
    </a>
  );
}
