import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { examples } from './examples.ts';
import { LandingPage } from './server.ts';

t.test('a campaign page: hero with heading, sentence, image and calls to action (first primary), key messages, blocks', async (t) => {
  const html = renderExample(LandingPage, examples.campaign!);
  t.match(html, /<article class="landing" data-template="LandingPage"><header class="landing-hero">/);
  t.match(html, /<h1>Jedna žádost místo čtyř<\/h1><p class="lead">Dávka státní sociální pomoci pomáhá/);
  t.match(html, /<li><a href="https:\/\/jenda.mpsv.cz" class="portal-button link--external" rel="noopener">Požádat online<span class="visually-hidden"> \(odkaz na jiný web\)/);
  t.match(html, /<li><a class="portal-button portal-button--secondary" href="\/davka-statni-socialni-pomoci">Podmínky dávky<\/a><\/li>/);
  t.match(html, /<img class="landing-hero__image" src="\/_ipx\/f_webp&amp;w_960\/cms\/documents\/3103\/letak-prispevek-na-bydleni-obalka.jpg" srcSet="[^"]+" sizes="[^"]+" alt="Obálka informačního letáku/);
  t.match(html, /<h2 id="landing-messages-heading" class="visually-hidden">Hlavní sdělení<\/h2>/);
  t.match(html, /<h3>Práce se vyplatí<\/h3><p>Domácnost, v níž někdo pracuje/);
  t.match(html, /<h2 id="block-1-heading">Co si připravit<\/h2><details/);
  t.match(html, /Informace<\/p><h2 id="block-2-heading" class="notice__title h4">Přechodné období skončilo/);
  t.ok(html.indexOf('Hlavní sdělení') < html.indexOf('Co si připravit'), 'key messages come before the blocks');
});

t.test('English: the hero falls back to the item name, labels in English', async (t) => {
  const html = renderExample(LandingPage, examples.english!, { locale: 'en' });
  t.match(html, /<h1>One application instead of four<\/h1><p class="lead">You can apply online in a few minutes\.<\/p><ul class="landing-actions" aria-label="What you can do">/);
  t.notMatch(html, /<img|Key messages/);
});

t.test('broken data: the unsafe image, the unsafe link, the wrong message and block go, the rest renders', async (t) => {
  const html = renderExample(LandingPage, examples.broken!);
  // What does not fit goes alone (server/template-data.ts): the hero keeps its title without the unsafe image.
  t.match(html, /<h1>Kampaň zůstává<\/h1>/);
  t.match(html, /Sdělení zůstává/);
  t.match(html, /Dobrý odkaz/);
  t.match(html, /Blok zůstává\./);
  t.notMatch(html, /<img|javascript:|Zlý odkaz|Neznámá závažnost/);
});
