import t from 'tap';
import { dom, jsonLd, labelledBy, links, outline, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { OtazkyAOdpovedi } from './server.ts';

type Questions = Array<{ acceptedAnswer: { text: string } }>;

t.test('questions by topic as native disclosures, an index of topics, FAQPage JSON-LD', async (t) => {
  const $ = dom(renderExample(OtazkyAOdpovedi, examples.faq!));
  t.equal($('[data-template]').attr('data-template'), 'OtazkyAOdpovedi');
  const index = labelledBy($, 'faq-index-heading');
  t.ok(index.is('nav.faq__index'), 'the index is a navigation landmark');
  t.equal(textOf($('#faq-index-heading')), 'Témata');
  t.ok($('#faq-index-heading').hasClass('h4'));
  t.same(links($, 'nav.faq__index').at(0), { text: 'Registrace a podpora v nezaměstnanosti', href: '#registrace' });
  const topic = labelledBy($, 'registrace');
  t.ok(topic.is('section.faq__topic'));
  t.same(outline($, '[aria-labelledby="registrace"]'), ['h2 Registrace a podpora v nezaměstnanosti']);
  const first = topic.children('details').first();
  t.same([first.attr('id'), first.attr('class')], ['registrace-1', 'accordion__item faq__question'], 'an accordion item (one look for both), with an id to link to');
  t.equal(textOf(first.children('summary')), 'Musím se registrovat hned po skončení práce?');
  const data = jsonLd($);
  const questions = data.mainEntity as Questions;
  t.equal(data['@context'], 'https://schema.org');
  t.equal(data['@type'], 'FAQPage');
  t.equal(questions.length, 3);
  t.same(questions[1], { '@type': 'Question', name: 'Kolik je podpora & jak dlouho?', acceptedAnswer: { '@type': 'Answer', text: 'Podle věku 5 až 11 měsíců.' } });
  t.equal(textOf($('#davky-1 > summary')), 'Kde podám žádost o dávku státní sociální pomoci?');
  const markdown = $('#davky-1 > summary + .rich-text');
  t.equal(textOf(markdown), 'Online v Klientské zóně Jenda nebo na kontaktním pracovišti.', 'an answer in Markdown');
  t.equal(textOf(markdown.find('p > strong')), 'Klientské zóně Jenda');
  t.same(links($, '#davky-1 > summary + .rich-text'), [{ text: 'kontaktním pracovišti', href: '/kontaktni-pracoviste' }]);
  t.same(questions[2]!.acceptedAnswer.text, 'Online v Klientské zóně Jenda nebo na kontaktním pracovišti.');
  const en = dom(renderExample(OtazkyAOdpovedi, examples.faq!, { locale: 'en' }));
  t.equal(textOf(en('#faq-index-heading')), 'Topics');
});

t.test('a question or topic that does not fit is left out, the rest stays', async (t) => {
  const $ = dom(renderExample(OtazkyAOdpovedi, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'OtazkyAOdpovedi');
  t.ok(textsOf($, 'summary').includes('Zůstane tato otázka?'));
  t.notMatch(textOf($('body')), /Bez id|bad id/);
  t.equal($('[id^="bad id"]').length, 0);
  t.equal((jsonLd($).mainEntity as Questions).length, 1);
});
