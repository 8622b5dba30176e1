/**
 * The benefits guide ("What can I get?", PruvodceDavkami): one question a page (GOV.UK's question pages: the question
 * as the legend and heading, a hint, an error summary linked to the field, a back link that keeps the answers), then
 * "check your answers" with a change link per answer, then the result: what the person may get and why, a rough
 * amount, what to bring and how to apply; what they may not get and why; that it is guidance, not a decision, and
 * the date of the rules. Plain GET forms, so it works without JavaScript; with it, GetForm and AppLink move between
 * the steps without reloading. The steps come from the template's load (steps.ts); this only shows them.
 */
import { AppLink } from '../../ui/AppLink.tsx';
import { ErrorSummary } from '../../ui/ErrorSummary.tsx';
import { describedByOf, FieldMessages } from '../../ui/FieldMessages.tsx';
import { GetForm } from '../../ui/GetForm.tsx';
import { useT } from '../../ui/i18n.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { SmartLink } from '../../ui/ContentParts.tsx';
import type { LocaleCode } from '../../shared/locales.ts';
import { formatDate } from '../../shared/i18n.ts';
import { czk } from './amounts.ts';
import type { TemplateProps } from '../types.ts';
import type { GuideData } from './rules.ts';
import type { BenefitResult, GuideView, Hidden, QuestionView } from './steps.ts';

export interface GuideLoaded {
  step: GuideView;
  /** The page's heading (and title): the question, "Check your answers", "Your result". */
  title: string;
  /** The date the rules hold from, formatted in the page's language. */
  validFrom: string;
  /** The rules' validTo has passed. */
  outdated: boolean;
}


function HiddenFields({ fields }: { fields: Hidden }) {
  return <>{fields.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}</>;
}

function Back({ url }: { url: string }) {
  const t = useT();
  return <p className="guide__back"><AppLink to={url}>{t('guide.back')}</AppLink></p>;
}

function Field({ question, error }: { question: QuestionView; error: string | undefined }) {
  const id = `guide-${question.id}`;
  const describedBy = describedByOf(id, { hint: question.hint, error });
  const inputIds = question.kind === 'choice' ? question.options.map((option, index) => (index === 0 ? id : `${id}-${option.value}`)) : [id];
  return (
    <div className={`form-field guide__field${error ? ' form-field--error' : ''}`}>
      <fieldset className="guide__fieldset" {...(describedBy ? { 'aria-describedby': describedBy } : {})}>
        <legend className="guide__legend"><h1>{question.legend}</h1></legend>
        <FieldMessages fieldId={id} hint={question.hint} error={error} />
        {question.kind === 'choice' ? (
          <div className="guide__radios">
            {question.options.map((option, index) => (
              <div className="guide__radio" key={option.value}>
                <input type="radio" id={inputIds[index]} name={question.name} value={option.value} defaultChecked={question.value === option.value} />
                <label htmlFor={inputIds[index]}>{option.label}</label>
              </div>
            ))}
          </div>
        ) : (
          <div className="guide__number">
            <label htmlFor={id} className="visually-hidden">{question.legend}</label>
            <input
              type="text"
              id={id}
              name={question.name}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              defaultValue={question.value}
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
              {...(error ? { 'aria-invalid': true } : {})}
            />
            {question.suffix ? <span className="guide__suffix" aria-hidden="true">{question.suffix}</span> : null}
          </div>
        )}
      </fieldset>
    </div>
  );
}

function QuestionStep({ step, name }: { step: Extract<GuideView, { kind: 'question' }>; name: string }) {
  const t = useT();
  return (
    <>
      <Back url={step.backUrl} />
      {step.error ? <ErrorSummary key={step.question.id} id="guide-errors" errors={[{ fieldId: `guide-${step.question.id}`, message: step.error }]} /> : null}
      <p className="guide__caption">{name}</p>
      {/* A form per question (its key), so each starts with its own answer, also after client navigation. */}
      <GetForm key={`${step.question.id}:${step.question.value}:${step.error ?? ''}`} action={step.path} className="guide__form" noValidate>
        <Field question={step.question} error={step.error} />
        <HiddenFields fields={step.hidden} />
        <p><button type="submit" className="portal-button">{t('guide.continue')}</button></p>
      </GetForm>
    </>
  );
}

function CheckStep({ step, title }: { step: Extract<GuideView, { kind: 'check' }>; title: string }) {
  const t = useT();
  return (
    <>
      <Back url={step.backUrl} />
      <h1>{title}</h1>
      <dl className="guide__answers">
        {step.rows.map((row) => (
          <div className="guide__answer" key={row.changeUrl}>
            <dt>{row.question}</dt>
            <dd>{row.answer}</dd>
            <dd className="guide__change">
              <AppLink to={row.changeUrl}>{t('guide.check.change')}<span className="visually-hidden"> {row.question}</span></AppLink>
            </dd>
          </div>
        ))}
      </dl>
      <GetForm action={step.path}>
        <HiddenFields fields={step.hidden} />
        <p><button type="submit" className="portal-button">{t('guide.check.submit')}</button></p>
      </GetForm>
    </>
  );
}

function Benefit({ result, locale, officeFinder }: { result: BenefitResult; locale: LocaleCode; officeFinder?: { label: string; url: string } }) {
  const t = useT();
  const id = `guide-benefit-${result.id}`;
  return (
    <section className={`guide__benefit guide__benefit--${result.status}`} aria-labelledby={id}>
      <h3 id={id}>{result.name}</h3>
      {result.ended ? (
        <p>{t('guide.result.ended', { date: formatDate(result.ended.since, locale) ?? result.ended.since, name: result.ended.replacedBy })}</p>
      ) : null}
      {result.reasons.length > 0 ? (
        <ul className="guide__reasons">{result.reasons.map((reason) => <li key={reason}>{reason}</li>)}</ul>
      ) : null}
      {result.status === 'yes' && result.amount !== undefined && result.per ? (
        <p className="guide__amount"><strong>{t(`guide.result.amount.${result.per}`, { amount: czk(result.amount, locale) })}</strong></p>
      ) : null}
      {result.status === 'yes' && result.note ? <p className="guide__note">{result.note}</p> : null}
      {result.status === 'yes' && result.bring.length > 0 ? (
        <>
          <h4>{t('guide.result.bring')}</h4>
          <ul>{result.bring.map((item) => <li key={item}>{item}</li>)}</ul>
        </>
      ) : null}
      {result.status === 'yes' ? <h4>{t('guide.result.apply')}</h4> : null}
      <ul className="guide__links">
        <li><SmartLink url={result.service.url}>{result.service.label}</SmartLink></li>
        {result.status === 'yes' && result.form ? <li><SmartLink url={result.form.url}>{result.form.label}</SmartLink></li> : null}
        {result.status === 'yes' && officeFinder ? <li><SmartLink url={officeFinder.url}>{officeFinder.label}</SmartLink></li> : null}
      </ul>
    </section>
  );
}

function ResultStep({ step, loaded, locale }: { step: Extract<GuideView, { kind: 'result' }>; loaded: GuideLoaded; locale: LocaleCode }) {
  const t = useT();
  return (
    <>
      <Back url={step.backUrl} />
      <h1>{loaded.title}</h1>
      <div className="notice notice--info guide__guidance" role="note">
        <p><strong>{t('guide.result.guidance')}</strong></p>
        <p>{t('guide.result.validFrom', { date: loaded.validFrom })}</p>
        {loaded.outdated ? <p>{t('guide.result.outdated')}</p> : null}
      </div>
      <section aria-labelledby="guide-may">
        <h2 id="guide-may">{t('guide.result.may')}</h2>
        {step.may.length === 0 ? <p>{t('guide.result.none')}</p> : null}
        {step.may.map((result) => <Benefit key={result.id} result={result} locale={locale} officeFinder={step.officeFinder} />)}
      </section>
      {step.mayNot.length > 0 ? (
        <section aria-labelledby="guide-may-not">
          <h2 id="guide-may-not">{t('guide.result.mayNot')}</h2>
          {step.mayNot.map((result) => <Benefit key={result.id} result={result} locale={locale} />)}
        </section>
      ) : null}
      <ul className="guide__links guide__again">
        <li><AppLink to={step.backUrl}>{t('guide.result.changeAnswers')}</AppLink></li>
        <li><AppLink to={step.path}>{t('guide.result.again')}</AppLink></li>
      </ul>
    </>
  );
}

export default function BenefitsGuidePage({ content, data: loaded, locale }: TemplateProps<GuideData, GuideLoaded>) {
  const t = useT();
  const step = loaded?.step;
  return (
    <article className="gov-container content-page guide" data-template="PruvodceDavkami">
      {!step || step.kind === 'start' ? (
        <>
          <h1>{content.name}</h1>
          {content.description ? <p className="lead">{content.description}</p> : null}
          <RichText html={content.data.body} />
          {step ? <p><AppLink to={step.startUrl} className="portal-button guide__start">{t('guide.start')}</AppLink></p> : null}
        </>
      ) : step.kind === 'question' ? (
        <QuestionStep step={step} name={content.name} />
      ) : step.kind === 'check' ? (
        <CheckStep step={step} title={loaded.title} />
      ) : (
        <ResultStep step={step} loaded={loaded} locale={locale} />
      )}
    </article>
  );
}
