import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { OtazkyAOdpovedi } from './server.ts';

function jsonLd(html: string) {
  return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
}

t.test('questions by topic as native disclosures, an index of topics, FAQPage JSON-LD', async (t) => {
  const html = renderExample(OtazkyAOdpovedi, examples.faq!);
  t.match(html, /data-template="OtazkyAOdpovedi"/);
  t.match(html, /<nav class="faq__index" aria-labelledby="faq-index-heading"><h2 id="faq-index-heading" class="h4">Témata<\/h2><ul><li><a href="#registrace">Registrace a podpora v nezaměstnanosti<\/a><\/li>/);
  t.match(html, /<section class="faq__topic" aria-labelledby="registrace"><h2 id="registrace">Registrace a podpora v nezaměstnanosti<\/h2><details id="registrace-1" class="faq__question"><summary>Musím se registrovat hned po skončení práce\?<\/summary>/);
  const data = jsonLd(html);
  t.equal(data['@context'], 'https://schema.org');
  t.equal(data['@type'], 'FAQPage');
  t.equal(data.mainEntity.length, 3);
  t.same(data.mainEntity[1], { '@type': 'Question', name: 'Kolik je podpora & jak dlouho?', acceptedAnswer: { '@type': 'Answer', text: 'Podle věku 5 až 11 měsíců.' } });
  t.match(html, /<summary>Kde podám žádost o dávku státní sociální pomoci\?<\/summary><div class="rich-text"><p>Online v <strong>Klientské zóně Jenda<\/strong> nebo na <a href="\/kontaktni-pracoviste">kontaktním pracovišti<\/a>\.<\/p>/, 'an answer in Markdown');
  t.same(data.mainEntity[2].acceptedAnswer.text, 'Online v Klientské zóně Jenda nebo na kontaktním pracovišti.');
  const en = renderExample(OtazkyAOdpovedi, examples.faq!, { locale: 'en' });
  t.match(en, />Topics<\/h2>/);
});

t.test('a question or topic that does not fit is left out, the rest stays', async (t) => {
  const html = renderExample(OtazkyAOdpovedi, examples.broken!);
  t.match(html, /data-template="OtazkyAOdpovedi"/);
  t.match(html, /Zůstane tato otázka\?/);
  t.notMatch(html, /Bez id|bad id/);
  t.equal(jsonLd(html).mainEntity.length, 1);
});
