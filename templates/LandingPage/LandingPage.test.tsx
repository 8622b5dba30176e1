import t from 'tap';
import { dom, links, outline, textOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { LandingPage } from './server.ts';

t.test('a campaign page: hero with heading, sentence, image and calls to action (first primary), key messages, blocks', async (t) => {
  const $ = dom(renderExample(LandingPage, examples.campaign!));
  t.equal($('article.landing').attr('data-template'), 'LandingPage');
  t.ok($('article.landing').children().first().is('header.landing-hero'), 'the hero opens the page');
  t.equal(textOf($('.landing-hero h1')), 'Jedna žádost místo čtyř');
  t.match(textOf($('.landing-hero h1 + p.lead')), /^Dávka státní sociální pomoci pomáhá/);
  t.same(links($, '.landing-actions > li'), [
    { text: 'Požádat online (odkaz na jiný web)', href: 'https://jenda.mpsv.cz' },
    { text: 'Podmínky dávky', href: '/davka-statni-socialni-pomoci' },
  ], 'the calls to action in order');
  t.same($('.landing-actions > li > a').toArray().map((action) => [$(action).attr('class'), $(action).attr('rel')]), [
    ['portal-button link--external', 'noopener'],
    ['portal-button portal-button--secondary', undefined],
  ], 'the first primary and marked as leaving the portal, the next secondary');
  t.match($('img.landing-hero__image').attr(), {
    class: 'landing-hero__image',
    src: '/_ipx/f_webp&w_960/cms/documents/3103/letak-prispevek-na-bydleni-obalka.jpg',
    srcset: / 2x/,
    alt: /^Obálka informačního letáku/,
  });
  t.ok($('h2#landing-messages-heading').hasClass('visually-hidden'), 'the key messages heading is for screen readers');
  t.equal(textOf($('#landing-messages-heading')), 'Hlavní sdělení');
  const message = $('.landing-messages h3').filter((_, h3) => textOf($(h3)) === 'Práce se vyplatí');
  t.match(textOf(message.next('p')), /^Domácnost, v níž někdo pracuje/);
  t.equal(textOf($('h2#block-1-heading')), 'Co si připravit');
  t.ok($('#block-1-heading').next().is('details'), 'the accordion follows its heading');
  t.same([textOf($('#block-2-heading').prev()), textOf($('#block-2-heading'))], ['Informace', 'Přechodné období skončilo'], 'the notice: its severity, then its title');
  t.ok($('#block-2-heading').is('h2.notice__title.h4'));
  const headings = outline($);
  t.ok(headings.indexOf('h2 Hlavní sdělení') < headings.indexOf('h2 Co si připravit'), 'key messages come before the blocks');
});

t.test('English: the hero falls back to the item name, labels in English', async (t) => {
  const $ = dom(renderExample(LandingPage, examples.english!, { locale: 'en' }));
  t.same($('.landing-hero__text').children().toArray().map((part) => `${part.tagName} ${textOf($(part))}`), [
    'h1 One application instead of four',
    'p You can apply online in a few minutes.',
    'ul Book an appointment',
  ]);
  t.equal($('ul.landing-actions').attr('aria-label'), 'What you can do');
  t.equal($('img').length, 0);
  t.notMatch(textOf($('body')), /Key messages/);
});

t.test('broken data: the unsafe image, the unsafe link, the wrong message and block go, the rest renders', async (t) => {
  const $ = dom(renderExample(LandingPage, examples.broken!));
  // What does not fit goes alone (server/template-data.ts): the hero keeps its title without the unsafe image.
  t.equal(textOf($('h1')), 'Kampaň zůstává');
  const spoken = textOf($('body'));
  t.match(spoken, /Sdělení zůstává/);
  t.match(spoken, /Dobrý odkaz/);
  t.match(spoken, /Blok zůstává\./);
  t.equal($('img').length, 0);
  t.equal($('[href^="javascript:"], [src^="javascript:"]').length, 0, 'no unsafe link');
  t.notMatch(spoken, /Zlý odkaz|Neznámá závažnost/);
});
