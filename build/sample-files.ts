/**
 * Writes the sample content's files once (they are committed): every document listed in
 * content/up/folders.json becomes a real file in content/up/documents/{id}/{fileName} (forms as PDF with the
 * form's title and a few lines of Czech, DOCX forms likewise, illustrations drawn as SVG and encoded by sharp,
 * an information leaflet), plus the web's default share image that config-up.json names
 * (/assets/share/up-default.png, served from public/assets). The size of each document in folders.json is set
 * to its file's size. Deterministic: the same input gives the same bytes.
 *
 *   node --import tsx build/sample-files.ts
 *
 * The podcast's episodes are the Czech transcripts of content/up/pages/podcast.json read aloud by espeak-ng and
 * encoded by lame; the page's `size` and `durationSeconds` of each episode are set from the result.
 *
 * Needs the DejaVu fonts (Debian: fonts-dejavu-core) for Czech text in PDFs and drawings, and Debian's espeak-ng
 * and lame for the podcast.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import type { CmsDocument, Folder } from '../shared/content.ts';

const WEB_DIR = path.resolve('content/up');
const FOLDERS_FILE = path.join(WEB_DIR, 'folders.json');
const SHARE_IMAGE = path.resolve('public/assets/share/up-default.png');
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const FIXED_DATE = new Date('2026-09-01T08:00:00Z');
const BLUE = '#2362a2';
const DARK = '#0f2e4f';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

// ---------------------------------------------------------------------------------------------- drawings

const svgPage = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans">${body}</svg>`;

function drawTree(x: number, y: number, r: number): string {
  return `<rect x="${x - r / 8}" y="${y}" width="${r / 4}" height="${r * 1.2}" fill="#6b4a2b"/>
    <circle cx="${x}" cy="${y - r * 0.2}" r="${r}" fill="#3f8f4f"/><circle cx="${x - r * 0.5}" cy="${y + r * 0.2}" r="${r * 0.7}" fill="#367f45"/>
    <circle cx="${x + r * 0.55}" cy="${y + r * 0.15}" r="${r * 0.65}" fill="#4b9c5a"/>`;
}

function person(x: number, y: number, scale: number, shirt: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})">
    <rect x="-22" y="40" width="44" height="90" rx="20" fill="${shirt}"/>
    <rect x="-18" y="120" width="15" height="80" rx="7" fill="#2b2f3a"/><rect x="3" y="120" width="15" height="80" rx="7" fill="#2b2f3a"/>
    <circle cx="0" cy="18" r="20" fill="#e8b894"/><path d="M-20 14 q20 -30 40 0 q-4 -18 -20 -18 q-16 0 -20 18z" fill="#4a3426"/></g>`;
}

function officeBuilding(): string {
  const windows: string[] = [];
  for (let floor = 0; floor < 6; floor++) {
    for (let column = 0; column < 9; column++) {
      const lit = (floor * 7 + column * 3) % 5 === 0;
      windows.push(`<rect x="${470 + column * 74}" y="${250 + floor * 82}" width="52" height="58" rx="3" fill="${lit ? '#f6e7a1' : '#9cc3e6'}" stroke="#e9eef3" stroke-width="3"/>`);
    }
  }
  return svgPage(1600, 1000, `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb3e0"/><stop offset="1" stop-color="#dcecf8"/></linearGradient>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d9dee4"/><stop offset="1" stop-color="#b8c1cb"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#sky)"/>
    <circle cx="1350" cy="150" r="70" fill="#fff6c8"/>
    <ellipse cx="300" cy="170" rx="150" ry="38" fill="#ffffff" opacity="0.8"/><ellipse cx="1000" cy="120" rx="190" ry="42" fill="#ffffff" opacity="0.7"/>
    <rect x="0" y="800" width="1600" height="200" fill="#8fbf6e"/>
    <rect x="0" y="835" width="1600" height="70" fill="#c9c4bb"/>
    <rect x="430" y="200" width="740" height="640" fill="url(#wall)"/>
    <rect x="410" y="180" width="780" height="30" fill="#8a96a3"/>
    ${windows.join('')}
    <rect x="700" y="740" width="200" height="100" fill="#43607c"/><rect x="705" y="745" width="92" height="95" fill="#7fa6c9"/><rect x="803" y="745" width="92" height="95" fill="#7fa6c9"/>
    <rect x="510" y="694" width="580" height="42" rx="4" fill="${BLUE}"/>
    <text x="800" y="726" font-size="21" font-weight="bold" fill="#ffffff" text-anchor="middle">ÚŘAD PRÁCE ČR · KONTAKTNÍ PRACOVIŠTĚ</text>
    <rect x="1240" y="520" width="8" height="320" fill="#6d7680"/><path d="M1248 525 h120 v70 h-120z" fill="#ffffff"/><path d="M1248 560 h120 v35 h-120z" fill="#d7141a"/><path d="M1248 525 l60 35 l-60 35z" fill="#11457e"/>
    ${drawTree(250, 640, 95)}${drawTree(1420, 680, 80)}${drawTree(110, 700, 60)}
    ${person(640, 805, 0.45, '#c0504d')}${person(1010, 800, 0.5, '#4f81bd')}${person(1060, 808, 0.42, '#9bbb59')}`);
}

function jobFair(): string {
  const booths = [
    { x: 80, color: '#c0504d', label: 'Strojírenství' },
    { x: 460, color: '#4f81bd', label: 'Logistika' },
    { x: 840, color: '#9bbb59', label: 'Zdravotnictví' },
    { x: 1220, color: '#f79646', label: 'IT a služby' },
  ].map((b) => `<rect x="${b.x}" y="330" width="300" height="300" fill="#ffffff" stroke="#c8ced6" stroke-width="4"/>
      <rect x="${b.x}" y="300" width="300" height="70" fill="${b.color}"/>
      <text x="${b.x + 150}" y="346" font-size="30" font-weight="bold" fill="#ffffff" text-anchor="middle">${b.label}</text>
      <rect x="${b.x + 30}" y="520" width="240" height="110" fill="#e6e9ed"/><rect x="${b.x + 60}" y="400" width="180" height="90" rx="6" fill="${b.color}" opacity="0.25"/>`);
  const visitors = [
    [210, 610, 1.05, '#2e6f9e'], [330, 640, 1.1, '#7d3c98'], [620, 600, 1, '#c0504d'], [700, 650, 1.15, '#3c763d'],
    [980, 620, 1.05, '#d35400'], [1100, 650, 1.12, '#34495e'], [1380, 605, 1, '#16a085'], [1490, 640, 1.1, '#8e44ad'],
  ].map(([x, y, s, c]) => person(x as number, y as number, s as number, c as string));
  return svgPage(1600, 1000, `
    <defs><linearGradient id="hall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ea"/><stop offset="1" stop-color="#ddd6c8"/></linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#hall)"/>
    <rect y="0" width="1600" height="90" fill="#50565e"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${60 + i * 200}" y="20" width="120" height="30" rx="4" fill="#fffbe0"/>`).join('')}
    <rect x="220" y="130" width="1160" height="120" rx="8" fill="${BLUE}"/>
    <text x="800" y="190" font-size="52" font-weight="bold" fill="#ffffff" text-anchor="middle">VELETRH PRÁCE OSTRAVA 2026</text>
    <text x="800" y="232" font-size="28" fill="#dbe7f3" text-anchor="middle">Úřad práce ČR · krajská pobočka v Ostravě</text>
    <rect y="700" width="1600" height="300" fill="#b9ad97"/>
    ${Array.from({ length: 9 }, (_, i) => `<path d="M${i * 200} 1000 L${800 + (i - 4) * 60} 700" stroke="#a89c85" stroke-width="3"/>`).join('')}
    ${booths.join('')}${visitors.join('')}`);
}

function house(x: number, y: number, s: number): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="-150" y="-20" width="300" height="220" fill="#ffffff"/><path d="M-190 0 L0 -170 L190 0z" fill="#d7141a"/>
    <rect x="-40" y="80" width="80" height="120" fill="${DARK}"/><rect x="-120" y="30" width="60" height="60" fill="#9cc3e6"/><rect x="60" y="30" width="60" height="60" fill="#9cc3e6"/>
    <rect x="80" y="-150" width="36" height="80" fill="#8a3b2b"/></g>`;
}

function leafletCover(): string {
  return svgPage(1000, 1414, `
    <rect width="1000" height="1414" fill="#eef4fa"/>
    <rect width="1000" height="300" fill="${BLUE}"/>
    <text x="80" y="130" font-size="40" fill="#dbe7f3">Úřad práce České republiky</text>
    <text x="80" y="230" font-size="70" font-weight="bold" fill="#ffffff">Příspěvek na bydlení</text>
    <text x="80" y="390" font-size="40" fill="${DARK}">Kdo má nárok, kolik můžete dostat</text>
    <text x="80" y="445" font-size="40" fill="${DARK}">a jak o příspěvek požádat</text>
    <circle cx="500" cy="860" r="300" fill="#d6e6f5"/>
    ${house(500, 900, 1.3)}
    <rect x="0" y="1290" width="1000" height="124" fill="${DARK}"/>
    <text x="80" y="1364" font-size="32" fill="#ffffff">www.uradprace.cz · informační leták 2026</text>`);
}

function shareImage(): string {
  return svgPage(1200, 630, `
    <rect width="1200" height="630" fill="${BLUE}"/>
    <circle cx="1040" cy="110" r="260" fill="#2f72b5"/><circle cx="1120" cy="560" r="180" fill="#1c5590"/>
    <rect x="90" y="180" width="120" height="120" rx="24" fill="#ffffff"/>
    <path d="M120 270 v-55 l30 -22 l30 22 v55 h-20 v-30 h-20 v30z" fill="${BLUE}"/>
    <text x="90" y="400" font-size="76" font-weight="bold" fill="#ffffff">Úřad práce ČR</text>
    <text x="90" y="470" font-size="34" fill="#dbe7f3">Zaměstnání, dávky a příspěvky na jednom místě</text>`);
}

const FAMILY_PICTOGRAM = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <title>Rodina a děti</title>
  <rect width="96" height="96" rx="16" fill="${BLUE}"/>
  <circle cx="30" cy="26" r="9" fill="#ffffff"/><path d="M18 74 v-26 a12 12 0 0 1 24 0 v26z" fill="#ffffff"/>
  <circle cx="66" cy="26" r="9" fill="#ffffff"/><path d="M54 74 v-26 a12 12 0 0 1 24 0 v26z" fill="#ffffff"/>
  <circle cx="48" cy="50" r="6" fill="#ffd25c"/><path d="M40 78 v-14 a8 8 0 0 1 16 0 v14z" fill="#ffd25c"/>
</svg>
`;

// ---------------------------------------------------------------------------------------------- PDFs

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function newPdf(title: string): Promise<{ pdf: PDFDocument; fonts: Fonts }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setAuthor('Úřad práce České republiky');
  pdf.setLanguage('cs-CZ');
  pdf.setProducer('labour-portal build/sample-files.ts');
  pdf.setCreator('labour-portal');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const font = async (name: string) => pdf.embedFont(await readFile(path.join(FONT_DIR, name)), { subset: true });
  return { pdf, fonts: { regular: await font('DejaVuSans.ttf'), bold: await font('DejaVuSans-Bold.ttf') } };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

/** Writes wrapped lines from the top down; returns the y below the last line. */
function paragraph(page: PDFPage, text: string, y: number, font: PDFFont, size: number): number {
  const width = page.getWidth() - 2 * MARGIN;
  let line = '';
  const flush = () => {
    page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.12, 0.15) });
    y -= size * 1.45;
    line = '';
  };
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      flush();
      line = word;
    } else line = candidate;
  }
  if (line) flush();
  return y - size * 0.5;
}

function header(page: PDFPage, fonts: Fonts, title: string): number {
  page.drawRectangle({ x: 0, y: page.getHeight() - 90, width: page.getWidth(), height: 90, color: rgb(0x23 / 255, 0x62 / 255, 0xa2 / 255) });
  page.drawText('Úřad práce České republiky', { x: MARGIN, y: page.getHeight() - 40, size: 11, font: fonts.regular, color: rgb(1, 1, 1) });
  page.drawText(title, { x: MARGIN, y: page.getHeight() - 70, size: title.length > 40 ? 17 : 20, font: fonts.bold, color: rgb(1, 1, 1) });
  return page.getHeight() - 130;
}

const FORM_FIELDS = ['Jméno a příjmení', 'Datum narození', 'Adresa trvalého pobytu', 'Telefon a e-mail', 'Číslo bankovního účtu'];

async function formPdf(document: CmsDocument): Promise<Uint8Array> {
  const { pdf, fonts } = await newPdf(document.title);
  pdf.setSubject(`Formulář: ${document.title}`);
  const sheet = pdf.addPage(A4);
  let y = header(sheet, fonts, document.title);
  y = paragraph(sheet, 'Vyplňte prosím čitelně hůlkovým písmem. Žádost podejte na kontaktním pracovišti Úřadu práce ČR podle místa trvalého pobytu, poštou nebo elektronicky z datové schránky.', y, fonts.regular, 11);
  y = paragraph(sheet, 'Údaje, které úřad zjistí sám ze základních registrů, nemusíte dokládat.', y, fonts.regular, 11);
  y -= 10;
  for (const field of FORM_FIELDS) {
    sheet.drawText(`${field}:`, { x: MARGIN, y, size: 11, font: fonts.bold });
    sheet.drawLine({ start: { x: MARGIN + 190, y: y - 3 }, end: { x: sheet.getWidth() - MARGIN, y: y - 3 }, thickness: 0.7, color: rgb(0.4, 0.4, 0.45) });
    y -= 34;
  }
  y = paragraph(sheet, 'Prohlašuji, že všechny údaje uvedené v této žádosti jsou pravdivé a úplné. Změny, které mají vliv na nárok nebo výši dávky, oznámím do 8 dnů.', y - 10, fonts.regular, 10);
  sheet.drawText('V ______________ dne ____________          Podpis žadatele: ____________________', { x: MARGIN, y: y - 20, size: 10, font: fonts.regular });
  sheet.drawText(`Vzor formuláře pro ukázkový obsah portálu · ${document.fileName}`, { x: MARGIN, y: 40, size: 8, font: fonts.regular, color: rgb(0.45, 0.45, 0.5) });
  return pdf.save({ useObjectStreams: true });
}

async function leafletPdf(document: CmsDocument, cover: Buffer): Promise<Uint8Array> {
  const { pdf, fonts } = await newPdf(document.title);
  pdf.setSubject('Informační leták: příspěvek na bydlení');
  const front = pdf.addPage(A4);
  const image = await pdf.embedJpg(cover);
  const scale = front.getWidth() / image.width;
  front.drawImage(image, { x: 0, y: 0, width: front.getWidth(), height: image.height * scale });
  const inside = pdf.addPage(A4);
  let y = header(inside, fonts, 'Příspěvek na bydlení');
  const sections: [string, string][] = [
    ['Kdo může žádat', 'Vlastník nebo nájemce bytu, který je v bytě hlášen k trvalému pobytu, pokud náklady na bydlení překračují 30 % příjmů domácnosti (v Praze 35 %) a zároveň tato částka není vyšší než normativní náklady na bydlení.'],
    ['Kolik můžete dostat', 'Příspěvek se rovná rozdílu mezi skutečnými náklady na bydlení (nejvýše normativními) a 30 % (v Praze 35 %) příjmů rodiny. Vyplácí se měsíčně na váš účet nebo poštovní poukázkou.'],
    ['Jak požádat', 'Vyplňte Žádost o příspěvek na bydlení a přiložte doklady o příjmech a nákladech na bydlení za předchozí kalendářní čtvrtletí. Žádost podáte elektronicky v aplikaci Jenda, z datové schránky, poštou nebo osobně.'],
    ['Kde najdete pomoc', 'Na kontaktních pracovištích Úřadu práce ČR vám se žádostí pomohou. Adresy a úřední hodiny najdete na www.uradprace.cz v sekci Kontakty.'],
  ];
  for (const [title, text] of sections) {
    inside.drawText(title, { x: MARGIN, y, size: 14, font: fonts.bold, color: rgb(0x0f / 255, 0x2e / 255, 0x4f / 255) });
    y = paragraph(inside, text, y - 22, fonts.regular, 11) - 8;
  }
  return pdf.save({ useObjectStreams: true });
}

// ---------------------------------------------------------------------------------------------- DOCX

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function docx(document: CmsDocument): Uint8Array {
  const run = (text: string, bold = false) => `<w:p><w:r>${bold ? '<w:rPr><w:b/><w:sz w:val="32"/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;
  const body = [
    run(document.title, true),
    run('Úřad práce České republiky'),
    run('Já, níže podepsaný/á (zmocnitel), zmocňuji tímto níže uvedenou osobu (zmocněnce), aby mě zastupovala při jednání s Úřadem práce České republiky ve věci:'),
    run('______________________________________________________________'),
    run('Zmocnitel – jméno, příjmení, datum narození, adresa: ______________________________'),
    run('Zmocněnec – jméno, příjmení, datum narození, adresa: ______________________________'),
    run('Zmocněnec plnou moc přijímá.'),
    run('V ______________ dne ____________     Podpis zmocnitele: ____________     Podpis zmocněnce: ____________'),
  ].join('');
  const files = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    'docProps/core.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>${xml(document.title)}</dc:title><dc:creator>Úřad práce České republiky</dc:creator><dc:language>cs-CZ</dc:language><dcterms:created xsi:type="dcterms:W3CDTF">${FIXED_DATE.toISOString()}</dcterms:created></cp:coreProperties>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime: FIXED_DATE }]])), { level: 9 });
}

// ---------------------------------------------------------------------------------------------- output

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();

/** Files whose content is drawn for them; every other PDF or DOCX in folders.json is a form. */
const ARTWORK: Record<string, () => Promise<Uint8Array | Buffer | string>> = {
  'budova-uradu-prace.jpg': () => jpeg(officeBuilding()),
  'veletrh-prace-ostrava.jpg': () => jpeg(jobFair()),
  'letak-prispevek-na-bydleni-obalka.jpg': () => jpeg(leafletCover()),
  'piktogram-rodina.svg': async () => FAMILY_PICTOGRAM,
};

function* documentsOf(folders: Folder[]): Generator<CmsDocument> {
  for (const folder of folders) {
    yield* folder.documents;
    yield* documentsOf(folder.children);
  }
}

// ---------------------------------------------------------------------------------------------- podcast

const PODCAST_FILE = path.join(WEB_DIR, 'pages', 'podcast.json');
/** Bit rate of the spoken episodes: speech at 32 kbit/s mono stays clear and small. */
const PODCAST_KBPS = 32;

interface Episode {
  audio: { url: string; size: number };
  durationSeconds: number;
  transcriptHtml?: string;
}
type PodcastPage = { data: { episodes?: Episode[] }; translations: Record<string, { data?: { episodes?: Episode[] } }> };

const podcast = JSON.parse(await readFile(PODCAST_FILE, 'utf8')) as PodcastPage;
/** The podcast's episodes in every language version of the page, which all point at the same Czech audio. */
const allEpisodes = () => [podcast.data, ...Object.values(podcast.translations).map((t) => t.data ?? {})].flatMap((data) => data.episodes ?? []);

const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

/** The episode's Czech transcript spoken, as MP3; its length in seconds is written to the page. */
async function episodeAudio(document: CmsDocument): Promise<Buffer> {
  const transcript = podcast.data.episodes?.find((e) => e.audio.url === document.url)?.transcriptHtml;
  if (!transcript) throw new Error(`No Czech transcript names ${document.url} in ${PODCAST_FILE}.`);
  const dir = await mkdtemp(path.join(tmpdir(), 'podcast-'));
  try {
    const wav = path.join(dir, 'episode.wav');
    const mp3 = path.join(dir, 'episode.mp3');
    execFileSync('espeak-ng', ['-v', 'cs', '-s', '150', '-w', wav, plainText(transcript)]);
    execFileSync('lame', ['--quiet', '-m', 'm', '-b', String(PODCAST_KBPS), '--tt', document.title, wav, mp3]);
    const audio = await readFile(mp3);
    const seconds = Math.round((audio.byteLength * 8) / (PODCAST_KBPS * 1000));
    for (const episode of allEpisodes().filter((e) => e.audio.url === document.url)) {
      episode.audio.size = audio.byteLength;
      episode.durationSeconds = seconds;
    }
    return audio;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function contentOf(document: CmsDocument): Promise<Uint8Array | Buffer | string> {
  const artwork = ARTWORK[document.fileName];
  if (artwork) return artwork();
  if (document.fileName === 'letak-prispevek-na-bydleni.pdf') {
    return leafletPdf(document, await sharp(Buffer.from(leafletCover())).resize(700).jpeg({ quality: 75, mozjpeg: true }).toBuffer());
  }
  if (document.mimeType === 'application/pdf') return formPdf(document);
  if (document.mimeType === DOCX) return docx(document);
  if (document.mimeType === 'audio/mpeg') return episodeAudio(document);
  throw new Error(`No content is known for ${document.fileName} (${document.mimeType}).`);
}

const tree = JSON.parse(await readFile(FOLDERS_FILE, 'utf8')) as { items: Folder[] };
for (const document of documentsOf(tree.items)) {
  const file = path.join(WEB_DIR, 'documents', document.id, document.fileName);
  const content = await contentOf(document);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  document.size = typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  console.log(`${String(document.size).padStart(8)}  ${path.relative(process.cwd(), file)}`);
}
await writeFile(FOLDERS_FILE, JSON.stringify(tree, null, 2) + '\n');
await writeFile(PODCAST_FILE, JSON.stringify(podcast, null, 2) + '\n');

const share = await sharp(Buffer.from(shareImage())).png({ compressionLevel: 9, palette: true }).toBuffer();
await mkdir(path.dirname(SHARE_IMAGE), { recursive: true });
await writeFile(SHARE_IMAGE, share);
console.log(`${String(share.byteLength).padStart(8)}  ${path.relative(process.cwd(), SHARE_IMAGE)}`);
