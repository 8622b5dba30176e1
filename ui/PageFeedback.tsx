/**
 * "Is this page useful?" under every content page (docs/product.md §13.4): Yes, or No, which opens a short form (what
 * were you doing, what went wrong). Both are plain POST forms (server/feedback/feedback.ts) that work without JavaScript: the
 * server sends the visitor back to this page's `#feedback-thanks` (or `#feedback-failed`), and CSS `:target`
 * shows that message (in place of the question and its buttons after a thanks; above them, to try again, after a
 * failure), so the page's HTML never changes for it. With JavaScript the answer is sent without a reload and the
 * outcome is announced (a polite status region, which takes the focus); after a failure the forms stay as they were.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_FAILED_ID, FEEDBACK_MAX_TEXT, FEEDBACK_PATH, FEEDBACK_THANKS_ID } from '../shared/feedback.ts';
import { useT } from './i18n.tsx';

type Sent = 'thanks' | 'failed';

async function send(form: HTMLFormElement): Promise<Sent> {
  try {
    const body = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));
    const response = await fetch(form.action, { method: 'POST', body, headers: { accept: 'application/json' } });
    return response.ok ? 'thanks' : 'failed';
  } catch {
    return 'failed';
  }
}

export function PageFeedback({ path }: { path: string }) {
  const t = useT();
  const [sent, setSent] = useState<Sent>();
  const status = useRef<HTMLParagraphElement>(null);
  // The button pressed may be gone (thanks) or keep the focus where nothing is said: focus goes to the outcome.
  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(undefined);
    void send(event.currentTarget).then(setSent);
  };
  const hidden = (useful: 'yes' | 'no') => (
    <>
      <input type="hidden" name="path" value={path} />
      <input type="hidden" name="useful" value={useful} />
    </>
  );
  return (
    <section className="gov-container page-feedback" aria-labelledby="page-feedback-title">
      <p className="page-feedback__status" role="status" tabIndex={-1} ref={status}>{sent ? t(`feedback.${sent}`) : ''}</p>
      <p className="page-feedback__message" id={FEEDBACK_THANKS_ID} tabIndex={-1}>{t('feedback.thanks')}</p>
      <p className="page-feedback__message page-feedback__message--failed" id={FEEDBACK_FAILED_ID} tabIndex={-1}>{t('feedback.failed')}</p>
      {/* Answered, the question goes from the screen; it still names the section for a screen reader. */}
      <h2 id="page-feedback-title" className={sent === 'thanks' ? 'page-feedback__question visually-hidden' : 'page-feedback__question'}>{t('feedback.question')}</h2>
      {/* After a failure the forms stay, with what was written, to be sent again. */}
      {sent === 'thanks' ? null : (
        <div className="page-feedback__ask">
          <form method="post" action={FEEDBACK_PATH} onSubmit={submit}>
            {hidden('yes')}
            <button type="submit" className="page-feedback__button" aria-label={t('feedback.yesLabel')}>{t('feedback.yes')}</button>
          </form>
          <details className="page-feedback__no">
            <summary className="page-feedback__button" aria-label={t('feedback.noLabel')}>{t('feedback.no')}</summary>
            <form method="post" action={FEEDBACK_PATH} onSubmit={submit} className="page-feedback__form">
              {hidden('no')}
              <h3>{t('feedback.formHeading')}</h3>
              <p>{t('feedback.privacy')}</p>
              <label htmlFor="page-feedback-doing">{t('feedback.doing')}</label>
              <textarea id="page-feedback-doing" name="doing" rows={3} maxLength={FEEDBACK_MAX_TEXT} />
              <label htmlFor="page-feedback-wrong">{t('feedback.wrong')}</label>
              <textarea id="page-feedback-wrong" name="wrong" rows={3} maxLength={FEEDBACK_MAX_TEXT} />
              <p>
                <button type="submit" className="portal-button">{t('feedback.send')}</button>
              </p>
            </form>
          </details>
        </div>
      )}
    </section>
  );
}
