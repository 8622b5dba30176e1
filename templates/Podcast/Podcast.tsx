/**
 * The office's podcast (Podcast): episodes newest first, each with its number, date and length, a native audio
 * player that loads nothing until played (`preload="none"`, so a page of episodes costs a phone nothing), a
 * download link with the file's size, a summary and the transcript in a `<details>` (works without JavaScript).
 */
import type { LocaleCode } from '../../shared/locales.ts';
import { ContentHeader, UpdatedOn } from '../../ui/ContentParts.tsx';
import { documentDetails } from '../../ui/Documents.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { isoDuration } from '../events/time.ts';
import { formatDate } from '../../shared/i18n.ts';
import type { TemplateProps } from '../types.ts';
import type { z } from 'zod';
import type { episode, schema } from './server.ts';

export type Episode = z.output<typeof episode>;

export type PodcastData = z.output<typeof schema>;

/** Newest first, whatever order the CMS keeps them in; undated episodes last. */
export function newestFirst(episodes: Episode[]): Episode[] {
  const time = (episode: Episode) => (episode.publishedAt ? Date.parse(episode.publishedAt) : -Infinity);
  return [...episodes].sort((a, b) => time(b) - time(a) || b.number - a.number);
}

function Duration({ seconds }: { seconds: number }) {
  const t = useT();
  const minutes = Math.floor(seconds / 60);
  const text = minutes > 0 ? t('podcast.minutesSeconds', { minutes, seconds: seconds % 60 }) : t('podcast.seconds', { seconds });
  return <time dateTime={isoDuration(seconds)}>{text}</time>;
}

function EpisodeEntry({ episode, locale }: { episode: Episode; locale: LocaleCode }) {
  const t = useT();
  const headingId = `episode-${episode.id}`;
  const details = documentDetails(episode.audio, locale);
  return (
    <li>
      <article className="podcast-episode" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('podcast.episode', { number: episode.number, title: episode.title })}</h2>
        <p className="podcast-episode__meta">
          {episode.publishedAt ? <time dateTime={episode.publishedAt}>{formatDate(episode.publishedAt, locale)}</time> : null}
          {episode.publishedAt && episode.durationSeconds !== undefined ? ' · ' : null}
          {episode.durationSeconds !== undefined ? <Duration seconds={episode.durationSeconds} /> : null}
        </p>
        {episode.summary ? <p>{episode.summary}</p> : null}
        <audio controls preload="none" aria-label={t('podcast.player', { title: episode.title })}>
          <source src={episode.audio.url} type={episode.audio.mimeType ?? 'audio/mpeg'} />
        </audio>
        <p className="podcast-episode__download">
          <a href={episode.audio.url} hrefLang={episode.audio.language} type={episode.audio.mimeType} download>
            {t('podcast.download', { title: episode.title })}
          </a>
          {details ? <span className="documents__details">{` (${details})`}</span> : null}
        </p>
        {episode.transcriptHtml ? (
          <details className="podcast-episode__transcript">
            <summary>{t('podcast.transcript')}</summary>
            <RichText html={episode.transcriptHtml} />
          </details>
        ) : null}
      </article>
    </li>
  );
}

export default function PodcastPage({ content, locale }: TemplateProps<PodcastData>) {
  const t = useT();
  return (
    <div className="gov-container content-page podcast" data-template="Podcast">
      <ContentHeader content={content} />
      <RichText html={content.data.body} />
      {content.data.episodes.length === 0 ? (
        <p>{t('podcast.empty')}</p>
      ) : (
        <ol className="gov-list--plain podcast-episodes">
          {newestFirst(content.data.episodes).map((episode) => <EpisodeEntry key={episode.id} episode={episode} locale={locale} />)}
        </ol>
      )}
      <UpdatedOn content={content} />
    </div>
  );
}
