/**
 * Tabs that work without JavaScript: the server (and the browser's first render, so hydration agrees) shows every
 * panel as a section with its heading and an in-page list of links to them. After hydration an effect turns them
 * into WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between tabs and show the focused one.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from './i18n.tsx';

export interface TabItem {
  title: string;
  content: ReactNode;
}

/** The tab a key moves to from `current` among `count` tabs (wrapping), or undefined for other keys. */
export function tabAfterKey(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

export function Tabs({ id, tabs, label }: { id: string; tabs: TabItem[]; label?: string }) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const tabButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = (index: number) => `${id}-panel-${index}`;

  useEffect(() => {
    // A link to one panel (`#…-panel-2`) opens that tab.
    const linked = tabs.findIndex((_, index) => window.location.hash === `#${panelId(index)}`);
    if (linked > 0) setSelected(linked);
    setEnhanced(true);
  }, []); // Once, after hydration: the first client render must be the server's.

  if (!enhanced) {
    return (
      <div className="tabs tabs--static">
        <nav className="tabs__contents" aria-label={label ?? t('blocks.tabsContents')}>
          <ul>
            {tabs.map((tab, index) => (
              <li key={index}><a href={`#${panelId(index)}`}>{tab.title}</a></li>
            ))}
          </ul>
        </nav>
        {tabs.map((tab, index) => (
          <section key={index} id={panelId(index)} className="tabs__panel" aria-labelledby={`${panelId(index)}-heading`}>
            <h2 id={`${panelId(index)}-heading`}>{tab.title}</h2>
            {tab.content}
          </section>
        ))}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabAfterKey(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabButtons.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list" aria-label={label ?? t('blocks.tabsContents')}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={(button) => { tabButtons.current[index] = button; }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            className="tabs__tab"
            aria-selected={index === selected}
            aria-controls={panelId(index)}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={index} role="tabpanel" id={panelId(index)} className="tabs__panel" aria-labelledby={`${id}-tab-${index}`} tabIndex={0} hidden={index !== selected}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
