import t from 'tap';
import { dom, textOf } from '../helpers/dom.ts';
import { renderHtml } from '../helpers/render.tsx';
import { describedByOf, FieldMessages } from '../../ui/FieldMessages.tsx';

t.test('a hint and an error: each with the id the field names, the error said to be one', async (t) => {
  const $ = dom(renderHtml(<FieldMessages fieldId="guide-income" hint="Před zdaněním" error="Zadejte příjem jako celé číslo" />));
  t.same($('p').toArray().map((p) => [$(p).attr('class'), $(p).attr('id'), textOf($(p))]), [
    ['form-field__hint', 'guide-income-hint', 'Před zdaněním'],
    ['form-field__error', 'guide-income-error', 'Chyba: Zadejte příjem jako celé číslo'],
  ]);
  t.equal(textOf($('.form-field__error .visually-hidden')), 'Chyba:', 'the prefix only for screen readers');
  t.equal(describedByOf('guide-income', { hint: 'Před zdaněním', error: 'Zadejte příjem' }), 'guide-income-hint guide-income-error');
});

t.test('in each language, the prefix of its own', async (t) => {
  const prefixes = (['en', 'ru', 'ua'] as const).map((locale) => textOf(dom(renderHtml(<FieldMessages fieldId="x" error="…" />, locale))('.visually-hidden')));
  t.same(prefixes, ['Error:', 'Ошибка:', 'Помилка:']);
});

t.test('neither: nothing shown, nothing to describe the field', async (t) => {
  t.equal(renderHtml(<FieldMessages fieldId="guide-income" />), '');
  t.equal(describedByOf('guide-income', {}), undefined);
  t.equal(describedByOf('guide-income', { hint: 'Před zdaněním' }), 'guide-income-hint', 'a hint alone');
  t.equal(describedByOf('guide-income', { error: 'Zadejte příjem' }), 'guide-income-error', 'an error alone');
});
