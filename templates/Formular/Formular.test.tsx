import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedForm } from './examples.ts';
import { Formular } from './server.ts';

t.test('form: every way to fill it in, the printable file with type and size, attachments, instructions, its service', async (t) => {
  const html = renderExample(Formular, examples.form!, { data: loadedForm });
  t.match(html, /data-template="Formular"/);
  t.match(html, /<h1>Žádost o dávku státní sociální pomoci<\/h1>/);
  t.match(html, /<h2 id="form-ways">Vyplnění a podání<\/h2>/);
  t.match(html, /<li><strong>Online žádost: <\/strong><a href="https:\/\/jenda.mpsv.cz" class="link--external" rel="noopener">Vyplnit a odeslat online v Klientské zóně Jenda<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a><\/li>/);
  t.match(html, /<strong>Aplikace, která pomůže formulář vyplnit: <\/strong><a href="https:\/\/jenda.mpsv.cz"/);
  t.match(html, /<strong>Interaktivní formulář: <\/strong><a href="https:\/\/www.mpsv.cz\/web\/cz\/formulare"/);
  t.match(html, /<strong>Formulář k tisku: <\/strong><a href="\/cms\/documents\/4301\/zadost-o-davku-statni-socialni-pomoci.pdf" hrefLang="cs-CZ">Žádost o dávku státní sociální pomoci<\/a><span class="documents__details"> \(PDF, 21,3 kB\)<\/span>/);
  t.match(html, /<h2 id="form-attachments">Přílohy a vzory<\/h2>.*Souhlas člena domácnosti<\/a><span class="documents__details"> \(PDF, 12,3 kB\)/s);
  t.match(html, /<h2 id="form-instructions">Pokyny k vyplnění<\/h2><div class="rich-text"><p>Tištěnou žádost/);
  t.match(html, /<h2 id="form-service">Služba, ke které formulář patří<\/h2><p><a href="\/davka-statni-socialni-pomoci">Dávka státní sociální pomoci<\/a><\/p>/);
  t.notMatch(html, /Formulář jiného úřadu/);
});

t.test('external form: marked external, no service section when the service was not found', async (t) => {
  const html = renderExample(Formular, examples.external!, { data: {} });
  t.match(html, /<strong>Formulář jiného úřadu: <\/strong><a href="https:\/\/www.mpsv.cz\/web\/cz\/formulare" class="link--external" rel="noopener">Elektronický formulář na portálu MPSV<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a>/);
  t.notMatch(html, /form-service|Formulář k tisku/);
});

t.test('English form: English labels, the Czech file marked with its language', async (t) => {
  const html = renderExample(Formular, examples.english!, { locale: 'en', data: { service: { id: '1101', title: 'State social assistance benefit', url: '/en/state-social-assistance-benefit' } } });
  t.match(html, /<strong>Online request: <\/strong>/);
  t.match(html, /<strong>Printable form: <\/strong><a href="\/cms\/documents\/4301\/zadost-o-davku-statni-socialni-pomoci.pdf" hrefLang="cs-CZ">/);
  t.match(html, /\(PDF, 21.3 kB\)/);
  t.match(html, /<h2 id="form-service">The service this form belongs to<\/h2><p><a href="\/en\/state-social-assistance-benefit">State social assistance benefit<\/a>/);
});

t.test('broken data: the file without a URL and the unsafe link are left out, the rest renders', async (t) => {
  const html = renderExample(Formular, examples.broken!);
  t.match(html, /data-template="Formular"/);
  t.match(html, /<h1>Formulář s vadnými údaji<\/h1>/);
  t.match(html, /Pokyny zůstávají\./);
  t.notMatch(html, /javascript:|Bez adresy|form-ways/);
});
