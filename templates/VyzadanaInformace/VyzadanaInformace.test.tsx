import t from 'tap';
import { dom, labelledBy, missingDefinitions, outline, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { VyzadanaInformace } from './server.ts';

t.test('information provided: dates, reference number, the question, the answer, attachments, the law', async (t) => {
  const $ = dom(renderExample(VyzadanaInformace, examples.provided!));
  t.equal($('[data-template]').attr('data-template'), 'VyzadanaInformace');
  t.same(missingDefinitions($, ['Datum žádosti: 11. května 2026', 'Číslo jednací: UPCR-GR-15004/2026']), [], 'every fact shown');
  t.equal($('dt:contains("Datum žádosti") + dd > time').attr('datetime'), '2026-05-11T00:00:00+02:00');
  t.equal(textOf($('h2#request-question-heading')), 'Dotaz');
  const question = $('#request-question-heading').next();
  t.ok(question.is('blockquote.provided-information__question'), 'the question quoted under its heading');
  t.match(textOf(question.children('p').first()), /^Jaká byla/);
  t.equal(textOf($('h2#request-answer-heading')), 'Odpověď');
  t.match(textOf($('#request-answer-heading').next('div.rich-text').children('p').first()), /^Úřad práce ČR sdělil/);
  const attachment = $('a').filter((_, link) => textOf($(link)) === 'Délka řízení podle krajů');
  t.equal(textOf(attachment.next('span.documents__details')), '(PDF, 82 kB)', 'the attachment with its type and size');
  t.match(textOf($('body')), /Zákon č\. 106\/1999 Sb\./);
  const en = dom(renderExample(VyzadanaInformace, examples.provided!, { locale: 'en' }));
  t.ok(textsOf(en, 'dt').includes('Date of the request'));
});

t.test('wrong-typed fields are left out, the answer stays', async (t) => {
  const $ = dom(renderExample(VyzadanaInformace, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'VyzadanaInformace');
  t.match(textOf(labelledBy($, 'request-answer-heading')), /Odpověď zůstává\./);
  t.notMatch(textOf($('body')), /Datum žádosti/);
  t.notOk(outline($).includes('h2 Dotaz'), 'no question section');
});
