import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { VyzadanaInformace } from './server.ts';

t.test('information provided: dates, reference number, the question, the answer, attachments, the law', async (t) => {
  const html = renderExample(VyzadanaInformace, examples.provided!);
  t.match(html, /data-template="VyzadanaInformace"/);
  t.match(html, /<dt>Datum žádosti<\/dt><dd><time dateTime="2026-05-11T00:00:00\+02:00">11\. května 2026<\/time><\/dd>/);
  t.match(html, /<dt>Číslo jednací<\/dt><dd>UPCR-GR-15004\/2026<\/dd>/);
  t.match(html, /<h2 id="request-question-heading">Dotaz<\/h2><blockquote class="provided-information__question"><p>Jaká byla/);
  t.match(html, /<h2 id="request-answer-heading">Odpověď<\/h2><div class="rich-text"><p>Úřad práce ČR sdělil/);
  t.match(html, /Délka řízení podle krajů<\/a><span class="documents__details"> \(PDF, 82 kB\)<\/span>/);
  t.match(html, /Zákon č\. 106\/1999 Sb\./);
  const en = renderExample(VyzadanaInformace, examples.provided!, { locale: 'en' });
  t.match(en, /<dt>Date of the request<\/dt>/);
});

t.test('wrong-typed fields are left out, the answer stays', async (t) => {
  const html = renderExample(VyzadanaInformace, examples.broken!);
  t.match(html, /data-template="VyzadanaInformace"/);
  t.match(html, /Odpověď zůstává\./);
  t.notMatch(html, /Datum žádosti|Dotaz</);
});
