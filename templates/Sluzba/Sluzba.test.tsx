import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedDiscontinued, loadedService } from './examples.ts';
import { Sluzba } from './server.ts';

t.test('service: life event, eligibility, conditions, how to apply with the ways named, attachments, forms, fees, deadlines, laws', async (t) => {
  const html = renderExample(Sluzba, examples.service!, { data: loadedService });
  t.match(html, /data-template="Sluzba"/);
  t.match(html, /<h1>Dávka státní sociální pomoci<\/h1><p class="lead">Jedna dávka/);
  t.match(html, /Životní situace: <strong>Hmotná nouze<\/strong>/);
  t.match(html, /<section aria-labelledby="service-eligibility"><h2 id="service-eligibility">Kdo má nárok<\/h2><div class="rich-text"><p>Domácnost, jejíž příjmy/);
  t.match(html, /<h2 id="service-conditions">Další podmínky<\/h2>/);
  t.match(html, /<h2 id="service-how-to-apply">Jak požádat<\/h2>.*<h3 id="service-methods">Způsoby podání<\/h3>/s);
  t.match(html, /<li>Online: <a href="https:\/\/jenda.mpsv.cz" class="link--external" rel="noopener">Klientská zóna Jenda<span class="visually-hidden"> \(odkaz na jiný web\)<\/span><\/a><\/li><li>Datovou schránkou<\/li><li>Osobně na kontaktním pracovišti<\/li><li>Poštou<\/li>/);
  t.match(html, /<h2 id="service-attachments">Povinné přílohy<\/h2><ul><li>doklad totožnosti žadatele<\/li>/);
  t.match(html, /<h2 id="service-forms">Formuláře<\/h2><ul class="service__forms"><li><a href="\/formulare\/zadost-o-davku-statni-socialni-pomoci">Žádost o dávku státní sociální pomoci<\/a><p>Formulář žádosti a jeho přílohy\.<\/p>/);
  t.match(html, /<h2 id="service-general">Obecné informace<\/h2><div class="rich-text"><h3>Z čeho se dávka skládá<\/h3>/);
  t.match(html, /<h2 id="service-fees">Poplatky<\/h2><p>Žádost je bez poplatku\.<\/p>/);
  t.match(html, /<h2 id="service-deadlines">Lhůty<\/h2><p>Úřad rozhodne/);
  t.match(html, /<h2 id="legal-basis-heading" class="h4">Právní předpisy<\/h2><ul><li><a href="https:\/\/www.zakonyprolidi.cz\/cs\/2025-151" class="link--external"/);
  t.match(html, /<a href="\/mimoradna-okamzita-pomoc">Mimořádná okamžitá pomoc<\/a>/);
  t.match(html, /Aktualizováno/);
  t.notMatch(html, /service__discontinued/, 'a current service has no discontinued notice');
});

t.test('discontinued service: the note comes first, with its date and the replacement linked', async (t) => {
  const html = renderExample(Sluzba, examples.discontinued!, { data: loadedDiscontinued });
  const notice = html.indexOf('service__discontinued');
  t.ok(notice > html.indexOf('<h1>') && notice < html.indexOf('Životní situace'), 'the notice sits right under the header');
  t.match(html, /<h2 id="service-discontinued-heading" class="h4">Neposkytuje se od <time dateTime="2025-10-01T00:00:00\+02:00">1\. října 2025<\/time><\/h2><p>O příspěvek na bydlení už nelze žádat/);
  t.match(html, /Nahradila ji: <a href="\/davka-statni-socialni-pomoci">Dávka státní sociální pomoci<\/a>/);
  t.notMatch(html, /service-forms|service-eligibility/, 'parts without data are left out');
});

t.test('discontinued service without its replacement loaded still shows the note', async (t) => {
  const html = renderExample(Sluzba, examples.discontinued!, { data: { forms: [] } });
  t.match(html, /Tato dávka se již neposkytuje<\/h2><p>O příspěvek na bydlení/);
  t.notMatch(html, /Nahradila ji/);
});

t.test('English service: labels in English, the online service linked even when online is not among the ways', async (t) => {
  const html = renderExample(Sluzba, examples.english!, { locale: 'en', data: loadedService });
  t.match(html, /Life event: <strong>Material need<\/strong>/);
  t.match(html, /<li>From a data box<\/li><li>By post<\/li><\/ul><p>Online: <a href="https:\/\/jenda.mpsv.cz" class="link--external" rel="noopener">Jenda client zone<span class="visually-hidden"> \(link to another website\)/);
  t.match(html, /<h2 id="service-fees">Fees<\/h2>/);
});

t.test('broken data: the unknown way, the unsafe link and the wrong-typed fields are left out, the rest renders', async (t) => {
  const html = renderExample(Sluzba, examples.broken!);
  t.match(html, /data-template="Sluzba"/);
  t.match(html, /<h1>Služba s vadnými údaji<\/h1>/);
  t.match(html, /Perex zůstává\./);
  t.match(html, /<h2 id="service-deadlines">Lhůty<\/h2><p>Do 30 dnů\.<\/p>/);
  t.notMatch(html, /javascript:|holubem|občanský průkaz|Poplatky|Jak požádat/);
});

t.test('a section whose text is empty (an empty paragraph, a space) is left out, heading and all', async (t) => {
  const service = examples.service!;
  const empty = { ...service, data: { ...service.data, body: '<p> </p>', conditionsHtml: '<p></p>' } };
  const html = renderExample(Sluzba, empty, { data: loadedService });
  t.notMatch(html, /Obecné informace/);
  t.notMatch(html, /Další podmínky/);
  t.match(html, /Kdo má nárok/, 'the others stay');
});
