import t from 'tap';
import { dom, labelledBy, links, outline, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples, loadedDiscontinued, loadedService } from './examples.ts';
import { Sluzba } from './server.ts';

t.test('service: life event, eligibility, conditions, how to apply with the ways named, attachments, forms, fees, deadlines, laws', async (t) => {
  const $ = dom(renderExample(Sluzba, examples.service!, { data: loadedService }));
  t.equal($('[data-template]').attr('data-template'), 'Sluzba');
  t.same(outline($), [
    'h1 Dávka státní sociální pomoci',
    'h2 Kdo má nárok',
    'h2 Další podmínky',
    'h2 Jak požádat',
    'h3 Způsoby podání',
    'h2 Povinné přílohy',
    'h2 Formuláře',
    'h2 Obecné informace',
    'h3 Z čeho se dávka skládá',
    'h2 Poplatky',
    'h2 Lhůty',
    'h2 Právní předpisy',
    'h2 Související stránky',
  ], 'the sections in order, each under its heading');
  t.equal(textOf($('h1 + p.lead')), 'Jedna dávka pro domácnosti s nízkými příjmy místo čtyř.');
  t.equal(textOf($('strong').filter((_, strong) => textOf($(strong).parent()).startsWith('Životní situace:'))), 'Hmotná nouze');
  t.match(textOf(labelledBy($, 'service-eligibility').find('.rich-text')), /^Domácnost, jejíž příjmy/);
  t.same(
    $('#service-methods').next('ul').children('li').toArray().map((li) => textOf($(li))),
    ['Online: Klientská zóna Jenda (odkaz na jiný web)', 'Datovou schránkou', 'Osobně na kontaktním pracovišti', 'Poštou'],
    'every way of applying named',
  );
  const online = $('#service-methods').next('ul').find('a');
  t.same([online.attr('href'), online.attr('class'), online.attr('rel')], ['https://jenda.mpsv.cz', 'link--external', 'noopener'], 'the online service: an external link');
  t.equal(textOf($('#service-attachments').next('ul').children('li').first()), 'doklad totožnosti žadatele');
  t.same(links($, '.service__forms'), [{ text: 'Žádost o dávku státní sociální pomoci', href: '/formulare/zadost-o-davku-statni-socialni-pomoci' }]);
  t.equal(textOf($('.service__forms li p')), 'Formulář žádosti a jeho přílohy.', 'each form with its description');
  t.equal(textOf($('#service-fees').next('p')), 'Žádost je bez poplatku.');
  t.match(textOf($('#service-deadlines').next('p')), /^Úřad rozhodne/);
  t.same(links($, '#legal-basis-heading + ul'), [{ text: 'Zákon č. 151/2025 Sb., o dávce státní sociální pomoci (odkaz na jiný web)', href: 'https://www.zakonyprolidi.cz/cs/2025-151' }]);
  t.ok($('#legal-basis-heading').hasClass('h4'), 'the laws: a small heading');
  t.ok(links($).some(({ text, href }) => text === 'Mimořádná okamžitá pomoc' && href === '/mimoradna-okamzita-pomoc'), 'a related page linked');
  t.match(textOf($('body')), /Aktualizováno/);
  t.equal($('.service__discontinued').length, 0, 'a current service has no discontinued notice');
});

t.test('discontinued service: the note comes first, with its date and the replacement linked', async (t) => {
  const $ = dom(renderExample(Sluzba, examples.discontinued!, { data: loadedDiscontinued }));
  const notice = $('.service__discontinued');
  t.equal(notice.length, 1);
  const spoken = textOf($('body'));
  const heard = spoken.indexOf(textOf(notice));
  t.ok(heard > spoken.indexOf(textOf($('h1'))) && heard < spoken.indexOf('Životní situace'), 'the notice is heard right after the page heading');
  t.equal(textOf($('#service-discontinued-heading')), 'Neposkytuje se od 1. října 2025');
  t.ok($('#service-discontinued-heading').hasClass('h4'));
  t.equal($('#service-discontinued-heading time').attr('datetime'), '2025-10-01T00:00:00+02:00');
  t.match(textOf($('#service-discontinued-heading').next('p')), /^O příspěvek na bydlení už nelze žádat/);
  t.same(links($, '.service__discontinued'), [{ text: 'Dávka státní sociální pomoci', href: '/davka-statni-socialni-pomoci' }]);
  t.match(textOf(notice), /Nahradila ji: Dávka státní sociální pomoci/);
  t.equal($('#service-forms, #service-eligibility').length, 0, 'parts without data are left out');
});

t.test('discontinued service without its replacement loaded still shows the note', async (t) => {
  const $ = dom(renderExample(Sluzba, examples.discontinued!, { data: { forms: [] } }));
  t.equal(textOf($('#service-discontinued-heading')), 'Tato dávka se již neposkytuje');
  t.match(textOf($('#service-discontinued-heading').next('p')), /^O příspěvek na bydlení/);
  t.notMatch(textOf($('body')), /Nahradila ji/);
});

t.test('English service: labels in English, the online service linked even when online is not among the ways', async (t) => {
  const $ = dom(renderExample(Sluzba, examples.english!, { locale: 'en', data: loadedService }));
  t.match(textOf($('body')), /Life event: Material need/);
  t.same($('#service-methods').next('ul').children('li').toArray().map((li) => textOf($(li))), ['From a data box', 'By post']);
  const online = $('#service-methods').next('ul').next('p');
  t.equal(textOf(online), 'Online: Jenda client zone (link to another website)');
  t.same([online.find('a').attr('href'), online.find('a').attr('class')], ['https://jenda.mpsv.cz', 'link--external']);
  t.equal(textOf($('#service-fees')), 'Fees');
});

t.test('broken data: the unknown way, the unsafe link and the wrong-typed fields are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(Sluzba, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Sluzba');
  t.equal(textOf($('h1')), 'Služba s vadnými údaji');
  t.match(textOf($('body')), /Perex zůstává\./);
  t.equal(textOf($('#service-deadlines').next('p')), 'Do 30 dnů.');
  t.equal($('a[href^="javascript:"]').length, 0, 'no unsafe link');
  t.notMatch(textOf($('body')), /holubem|občanský průkaz|Poplatky|Jak požádat/);
});

t.test('a section whose text is empty (an empty paragraph, a space) is left out, heading and all', async (t) => {
  const service = examples.service!;
  const empty = { ...service, data: { ...service.data, body: '<p> </p>', conditionsHtml: '<p></p>' } };
  const $ = dom(renderExample(Sluzba, empty, { data: loadedService }));
  const headings = outline($);
  t.notOk(headings.includes('h2 Obecné informace'));
  t.notOk(headings.includes('h2 Další podmínky'));
  t.ok(headings.includes('h2 Kdo má nárok'), 'the others stay');
});

t.test('a body that opens with its own heading stands under it, without an empty "Obecné informace" above', async (t) => {
  const service = examples.service!;
  const headed = { ...service, data: { ...service.data, body: '<h2>Kolik a jak dlouho</h2><p>Podle věku.</p>' } };
  const $ = dom(renderExample(Sluzba, headed, { data: loadedService }));
  const headings = outline($);
  t.notOk(headings.includes('h2 Obecné informace'));
  t.equal(headings[headings.indexOf('h2 Formuláře') + 1], 'h2 Kolik a jak dlouho', 'the body\'s heading right after the forms');
  t.equal(textOf($('h2').filter((_, h) => textOf($(h)) === 'Kolik a jak dlouho').next('p')), 'Podle věku.');
});

t.test('a benefit of the benefits guide: its amounts from the guide\'s rules and "Check if you can get it"', async (t) => {
  const guide = { checkUrl: '/co-muzete-dostat?benefit=funeralGrant', validFrom: '1. ledna 2026', amounts: [{ label: 'Pohřebné', unit: 'czk' as const, value: '5 000 Kč' }, { label: 'Nejvýš v jeslích', unit: 'hours-month' as const, value: '92' }] };
  const $ = dom(renderExample(Sluzba, examples.service!, { data: { ...loadedService, guide } }));
  t.same(links($, '.service__check'), [{ text: 'Ověřte si, zda můžete dávku dostat', href: '/co-muzete-dostat?benefit=funeralGrant' }]);
  t.same($('#service-amounts').next('dl').children('div').toArray().map((row) => [textOf($(row).find('dt')), textOf($(row).find('dd'))]), [['Pohřebné', '5 000 Kč'], ['Nejvýš v jeslích', '92 hodin měsíčně']]);
  t.equal(textOf($('#service-amounts').nextAll('p').first()), 'Podle pravidel platných od 1. ledna 2026.');
  t.ok(outline($).indexOf('h2 Částky a hranice') < outline($).indexOf('h2 Obecné informace'), 'the amounts before the general information');
  const without = dom(renderExample(Sluzba, examples.service!, { data: loadedService }));
  t.equal(without('#service-amounts, .service__check').length, 0, 'none without the guide');
});
