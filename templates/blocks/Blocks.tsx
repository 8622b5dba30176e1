/**
 * Content blocks (content/README.md "Shared shapes", Block): the ordered parts a composed page (KombinovanaStranka)
 * or a campaign page (LandingPage) is made of. Each block with a title is a section named by its h2; the parts
 * (cards, table, notice, call to action) are exported for pages that show them outside blocks. Texts come from the
 * CMS (HTML already sanitized by templates/blocks/schema.ts), labels from locales.
 */
import type { ReactNode } from 'react';
import type { Link } from '../../shared/page.ts';
import { useT } from '../../ui/i18n.tsx';
import { PortalLink } from '../../ui/PortalLink.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { Image } from '../../ui/Image.tsx';
import { OfficeFinderForm } from '../../ui/OfficeFinderForm.tsx';
import type { z } from 'zod';
import type { block, NoticeSeverity } from './schema.ts';

export interface Card {
  title: string;
  text?: string;
  url: string;
  image?: { url: string; alt?: string };
}

export interface TitledText {
  title: string;
  body: string;
}

/** A block as templates/blocks/schema.ts reads it: a union discriminated by `type`. */
export type Block = z.infer<ReturnType<typeof block>>;

/** Cards as tiles: each title a link (to another site marked so), its text under it, an image above where given. */
export function CardList({ cards }: { cards: Card[] }) {
  return (
    <ul className="gov-list--plain card-list">
      {cards.map((card) => (
        <li key={card.url} className="gov-tile">
          {card.image ? <Image image={card.image} width={400} className="gov-tile__image" /> : null}
          <h3 className="gov-tile__title h4"><PortalLink url={card.url}>{card.title}</PortalLink></h3>
          {card.text ? <p className="gov-tile__text">{card.text}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** A number as people write it in a table cell ("350 000 Kč", "CZK 525,000", "4 %", "−1,5"): such columns align right. */
const NUMERIC_CELL = /^((CZK|EUR|€)\s?)?[-−+]?\d[\d\s\u00a0.,]*(\s?(%|Kč|CZK|EUR|€))?$/;

/** Columns whose every filled cell is a number; a cell that is not plain text (a link) is not one. */
function numericColumns(rows: ReactNode[][], count: number): boolean[] {
  return Array.from({ length: count }, (_, column) => {
    const cells = rows.map((row) => row[column]).filter((cell) => cell !== undefined && cell !== null && cell !== '');
    return cells.length > 0 && cells.every((cell) => typeof cell === 'string' && NUMERIC_CELL.test(cell.trim()));
  });
}

/**
 * A table of plain cells: its caption names it and the scrollable wrapper (a narrow screen scrolls the table, not
 * the page; tabindex lets keyboard users scroll it). The first cell of a row heads the row; numbers align right.
 * Cells are plain text from the CMS; a page of the portal's own may put links in them.
 */
export function DataTable({ id, caption, columns, rows }: { id: string; caption: string; columns: string[]; rows: ReactNode[][] }) {
  const numeric = numericColumns(rows, columns.length);
  const align = (column: number) => (numeric[column] ? 'num' : undefined);
  return (
    <div className="table-scroll" role="region" tabIndex={0} aria-labelledby={`${id}-caption`}>
      <table className="data-table">
        <caption id={`${id}-caption`}>{caption}</caption>
        <thead>
          <tr>{columns.map((column, index) => <th key={index} scope="col" className={align(index)}>{column}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {columns.map((_, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className={align(index)}>{row[index]}</th>
                ) : (
                  <td key={index} className={align(index)}>{row[index]}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A notice whose severity is said in words (not by colour alone); its title, when given, is the section's h2. */
export function Notice({ id, severity, title, children }: { id: string; severity: NoticeSeverity; title?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className={`notice notice--${severity}`} aria-labelledby={title ? `${id}-severity ${id}-heading` : `${id}-severity`}>
      <p className="notice__severity" id={`${id}-severity`}>{t(`blocks.severity.${severity}`)}</p>
      {title ? <h2 id={`${id}-heading`} className="notice__title h4">{title}</h2> : null}
      {children}
    </section>
  );
}

export function CallToAction({ id, title, text, link }: { id: string; title: string; text?: string; link: Link }) {
  return (
    <section className="call-to-action" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {text ? <p>{text}</p> : null}
      <p><PortalLink url={link.url} className="portal-button">{link.label}</PortalLink></p>
    </section>
  );
}

/** A titled block is a section named by its h2; an untitled one is just its content. */
function Section({ id, type, title, children }: { id: string; type: string; title?: string; children: ReactNode }) {
  if (!title) return <div className={`block block--${type}`}>{children}</div>;
  return (
    <section className={`block block--${type}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

function BlockView({ id, block }: { id: string; block: Block }) {
  switch (block.type) {
    case 'text':
      return <Section id={id} type="text" title={block.title}><RichText html={block.body} /></Section>;
    case 'cards':
      return <Section id={id} type="cards" title={block.title}><CardList cards={block.cards} /></Section>;
    case 'tabs':
      return (
        <div className="block block--tabs">
          <Tabs id={id} tabs={block.tabs.map((tab) => ({ title: tab.title, content: <RichText html={tab.body} /> }))} />
        </div>
      );
    case 'accordion':
      return (
        <Section id={id} type="accordion" title={block.title}>
          {block.items.map((item, index) => (
            <details key={index} className="accordion__item">
              <summary>{item.title}</summary>
              <RichText html={item.body} />
            </details>
          ))}
        </Section>
      );
    case 'table':
      return <Section id={id} type="table" title={block.title}><DataTable id={id} caption={block.caption} columns={block.columns} rows={block.rows} /></Section>;
    case 'notice':
      return <div className="block block--notice"><Notice id={id} severity={block.severity} title={block.title}><p>{block.text}</p></Notice></div>;
    case 'cta':
      return <div className="block block--cta"><CallToAction id={id} title={block.title} text={block.text} link={block.link} /></div>;
    case 'officeFinder':
      return (
        <Section id={id} type="office-finder" title={block.title}>
          {block.text ? <p>{block.text}</p> : null}
          <OfficeFinderForm action={block.link.url} texts={block.search} />
          <p><PortalLink url={block.link.url}>{block.link.label}</PortalLink></p>
        </Section>
      );
  }
}

/** The blocks in their order; `idPrefix` keeps their ids apart from the page's other parts. */
export function Blocks({ blocks = [], idPrefix = 'block' }: { blocks?: Block[]; idPrefix?: string }) {
  if (blocks.length === 0) return null;
  return (
    <div className="blocks">
      {blocks.map((block, index) => <BlockView key={index} id={`${idPrefix}-${index + 1}`} block={block} />)}
    </div>
  );
}
