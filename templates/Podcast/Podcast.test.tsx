import t from 'tap';
import { attrsOf, dom, labelledBy, textOf, textsOf } from '../../test/helpers/dom.ts';
import { renderExample } from '../../test/helpers/render.tsx';
import { isoDuration } from '../events/time.ts';
import { examples } from './examples.ts';
import { Podcast } from './server.ts';

t.test('episodes newest first: number, title, date, duration, a player that loads nothing until played, download with size, transcript', async (t) => {
  const $ = dom(renderExample(Podcast, examples.podcast!));
  t.equal($('[data-template]').attr('data-template'), 'Podcast');
  t.equal(textOf($('h1')), 'Podcast Úřadu práce ČR');
  t.same(textsOf($, 'article.podcast-episode h2'), ['3. díl: Když se začnete starat o blízkého', '1. díl: Jedna žádost místo čtyř'], 'the newest episode first');
  const episode = labelledBy($, 'episode-dil-3');
  t.ok(episode.is('article.podcast-episode'));
  t.equal(textOf(episode.children('h2#episode-dil-3')), '3. díl: Když se začnete starat o blízkého');
  const meta = episode.children('.podcast-episode__meta');
  t.equal(textOf(meta), '13. dubna 2026 · 12 min 34 s');
  t.same(attrsOf($, '#episode-dil-3 ~ .podcast-episode__meta time', 'datetime'), ['2026-04-13T09:00:00+02:00', 'PT12M34S']);
  t.same(textsOf($, 'time[datetime="PT32S"]'), ['32 s'], 'a duration under a minute in seconds');
  const audio = episode.children('audio');
  t.same([audio.is('[controls]'), audio.attr('preload'), audio.attr('aria-label')], [true, 'none', 'Přehrát: Když se začnete starat o blízkého']);
  t.same([audio.children('source').attr('src'), audio.children('source').attr('type')], ['/cms/documents/4903/podcast-03-pece-o-blizkeho.mp3', 'audio/mpeg']);
  const download = episode.find('.podcast-episode__download a');
  t.same(
    [download.attr('href'), download.attr('hreflang'), download.attr('type'), download.is('[download]')],
    ['/cms/documents/4903/podcast-03-pece-o-blizkeho.mp3', 'cs-CZ', 'audio/mpeg', true],
  );
  t.equal(textOf(download), 'Stáhnout díl Když se začnete starat o blízkého');
  t.equal(textOf(download.next('span.documents__details')), '(MP3, 179,2 kB)');
  const transcript = episode.children('details.podcast-episode__transcript');
  t.equal(textOf(transcript.children('summary')), 'Přepis');
  t.equal(textOf(transcript.find('> .rich-text > p').first().children('strong').first()), 'Sociální pracovnice:');
});

t.test('in English: the labels and the date in English, the audio marked as Czech', async (t) => {
  const $ = dom(renderExample(Podcast, examples.english!, { locale: 'en' }));
  t.equal(textOf($('h2#episode-dil-2')), 'Episode 2: New unemployment benefit rules');
  t.equal(textOf($('time[datetime="2026-01-12T09:00:00+01:00"]')), '12 January 2026');
  t.same(textsOf($, 'summary'), ['Transcript']);
  t.same(attrsOf($, '.podcast-episode__download a', 'hreflang'), ['cs-CZ']);
});

t.test('broken data: the episode without a number and the one with an unsafe file are left out, the rest renders', async (t) => {
  const $ = dom(renderExample(Podcast, examples.broken!));
  t.equal($('[data-template]').attr('data-template'), 'Podcast');
  t.match(textOf($('body')), /Úvod zůstává\./);
  t.match(textOf($('body')), /Platný díl/);
  t.notMatch(textOf($('body')), /Bez čísla|Bez zvuku/);
  t.equal($('[href*="javascript:"], [src*="javascript:"]').length, 0, 'no unsafe file');
});

t.test('ISO 8601 durations', async (t) => {
  t.equal(isoDuration(46), 'PT46S');
  t.equal(isoDuration(754), 'PT12M34S');
  t.equal(isoDuration(3600), 'PT1H');
  t.equal(isoDuration(0), 'PT0S');
});
