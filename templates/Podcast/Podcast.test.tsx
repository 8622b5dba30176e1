import t from 'tap';
import { renderExample } from '../../test/helpers/render.tsx';
import { isoDuration } from '../events/time.ts';
import { examples } from './examples.ts';
import { Podcast } from './server.ts';

t.test('episodes newest first: number, title, date, duration, a player that loads nothing until played, download with size, transcript', async (t) => {
  const html = renderExample(Podcast, examples.podcast!);
  t.match(html, /data-template="Podcast"/);
  t.match(html, /<h1>Podcast Úřadu práce ČR<\/h1>/);
  t.ok(html.indexOf('Když se začnete starat o blízkého') < html.indexOf('Jedna žádost místo čtyř'), 'the newest episode first');
  t.match(html, /<article class="podcast-episode" aria-labelledby="episode-dil-3"><h2 id="episode-dil-3">3\. díl: Když se začnete starat o blízkého<\/h2>/);
  t.match(html, /<p class="podcast-episode__meta"><time dateTime="2026-04-13T09:00:00\+02:00">13\. dubna 2026<\/time> · <time dateTime="PT12M34S">12 min 34 s<\/time><\/p>/);
  t.match(html, /<time dateTime="PT32S">32 s<\/time>/);
  t.match(html, /<audio controls="" preload="none" aria-label="Přehrát: Když se začnete starat o blízkého"><source src="\/cms\/documents\/4903\/podcast-03-pece-o-blizkeho.mp3" type="audio\/mpeg"\/><\/audio>/);
  t.match(html, /<a href="\/cms\/documents\/4903\/podcast-03-pece-o-blizkeho.mp3" hrefLang="cs-CZ" type="audio\/mpeg" download="">Stáhnout díl Když se začnete starat o blízkého<\/a><span class="documents__details"> \(MP3, 179,2 kB\)<\/span>/);
  t.match(html, /<details class="podcast-episode__transcript"><summary>Přepis<\/summary><div class="rich-text"><p><strong>Sociální pracovnice:<\/strong>/);
});

t.test('in English: the labels and the date in English, the audio marked as Czech', async (t) => {
  const html = renderExample(Podcast, examples.english!, { locale: 'en' });
  t.match(html, /<h2 id="episode-dil-2">Episode 2: New unemployment benefit rules<\/h2>/);
  t.match(html, /<time dateTime="2026-01-12T09:00:00\+01:00">12 January 2026<\/time>/);
  t.match(html, /<summary>Transcript<\/summary>/);
  t.match(html, /hrefLang="cs-CZ"/);
});

t.test('broken data: the episode without a number and the one with an unsafe file are left out, the rest renders', async (t) => {
  const html = renderExample(Podcast, examples.broken!);
  t.match(html, /data-template="Podcast"/);
  t.match(html, /Úvod zůstává\./);
  t.match(html, /Platný díl/);
  t.notMatch(html, /Bez čísla|Bez zvuku|javascript:/);
});

t.test('ISO 8601 durations', async (t) => {
  t.equal(isoDuration(46), 'PT46S');
  t.equal(isoDuration(754), 'PT12M34S');
  t.equal(isoDuration(3600), 'PT1H');
  t.equal(isoDuration(0), 'PT0S');
});
