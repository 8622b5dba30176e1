import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'KombinovanaStranka', categories: [], tags: [], displayAt: '2026-09-01T08:00:00+02:00', updatedAt: '2026-10-12T09:00:00+02:00' };

/** Composed pages as the CMS would hand them over. */
export const examples: Examples = {
  employers: exampleView({
    ...base,
    id: 'example-composed-employers',
    name: 'Pro zaměstnavatele',
    description: 'Nahlášení volných míst, příspěvky na vytváření pracovních míst a zaměstnávání cizinců.',
    data: {
      blocks: [
        { type: 'text', body: '<p>Úřad práce ČR pomáhá zaměstnavatelům najít pracovníky a přispívá na mzdy nově přijatých lidí.</p>' },
        {
          type: 'cards',
          title: 'Nejčastější agendy',
          cards: [
            { title: 'Nahlásit volné místo', text: 'Zveřejníme ho na jobs.gov.cz.', url: 'https://jobs.gov.cz' },
            { title: 'Zaměstnávání cizinců', text: 'Povolení a hlášení nástupu.', url: '/zamestnavani-cizincu' },
          ],
        },
        {
          type: 'tabs',
          tabs: [
            { title: 'Společensky účelné pracovní místo', body: '<p>Příspěvek na mzdové náklady až 12 měsíců.</p>' },
            { title: 'Veřejně prospěšné práce', body: '<p>Příspěvek obcím a neziskovým organizacím.</p>' },
          ],
        },
        {
          type: 'accordion',
          title: 'Povinnosti zaměstnavatelů',
          items: [{ title: 'Hlášení nástupu cizince', body: '<p>Nejpozději v den nástupu.</p>' }],
        },
        {
          type: 'table',
          title: 'Lhůty na jednom místě',
          caption: 'Vybrané lhůty podle zákona o zaměstnanosti',
          columns: ['Povinnost', 'Lhůta'],
          rows: [['Informace o nástupu cizince', 'nejpozději v den nástupu'], ['Ohlášení plnění povinného podílu', 'do 15. února následujícího roku']],
        },
        { type: 'notice', severity: 'info', title: 'Poradí vám krajská pobočka', text: 'Příspěvky se sjednávají vždy předem dohodou.' },
        { type: 'cta', title: 'Hledáte pracovníky?', text: 'Nahlaste volné místo.', link: { label: 'Zadat volné místo na jobs.gov.cz', url: 'https://jobs.gov.cz' } },
      ],
      legalBasis: [{ label: 'Zákon č. 435/2004 Sb., o zaměstnanosti', url: 'https://www.zakonyprolidi.cz/cs/2004-435' }],
    },
  }),
  benefitsEnglish: exampleView({
    ...base,
    language: 'en-GB',
    id: 'example-composed-benefits-en',
    name: 'Overview of social benefits',
    description: 'Which benefits the Labour Office pays in 2026.',
    data: {
      blocks: [
        { type: 'notice', severity: 'warning', title: 'A new system since 1 October 2025', text: 'Four benefits were replaced by the state social assistance benefit.' },
        {
          type: 'table',
          caption: 'Parental allowance',
          columns: ['Children born', 'Total amount'],
          rows: [['one child', 'CZK 350,000'], ['twins or more', 'CZK 525,000']],
        },
      ],
    },
  }),
  broken: exampleView({
    ...base,
    id: 'example-composed-broken',
    name: 'Kombinovaná stránka s vadným blokem',
    description: 'Perex zůstává.',
    data: {
      blocks: [
        { type: 'video', url: '/cms/documents/1/video.mp4' },
        { type: 'notice', severity: 'info', text: 'Tento blok zůstává.' },
        { type: 'cta', title: 'Bez odkazu', link: { label: 'Zlý', url: 'javascript:alert(1)' } },
      ],
      legalBasis: 'zákon o zaměstnanosti',
    },
  }),
  /** Required blocks missing: the page falls back to Default. */
  noBlocks: exampleView({ ...base, id: 'example-composed-empty', name: 'Stránka bez bloků', description: 'Perex.', data: { body: '<p>Text.</p>' } }),
};
