/**
 * i18next on the server: one instance per language over its message file (locales/*.json), which produces every
 * message of every page, feed, e-mail-like text and error (shared/i18n.ts `translatorFor`). Keys are flat
 * (dots are part of the name), nothing is escaped (React and the feed libraries escape what they write) and there
 * is no fallback language (every language has every key). A key with no message is reported in development.
 */
import { createInstance, type i18n, type InitOptions } from 'i18next';
import { MESSAGE_FILES, reportMissingKey, setTranslator, type Language, type Translate } from '../shared/i18n.ts';

/** The options every instance is made with (test/unit/message-reader.test.ts holds the browser's reader to them). */
export const I18NEXT_OPTIONS = {
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
} satisfies InitOptions;

const instances = new Map<Language, i18n>();

/** The i18next instance of a language (loadLocales first). */
export function i18nextOf(language: Language): i18n {
  const instance = instances.get(language);
  if (!instance) throw new Error(`the messages of ${language} are not loaded (loadLocales first)`);
  return instance;
}

/** An i18next instance over one language's messages. */
export function i18nextFor(language: Language, messages: Record<string, string>): i18n {
  const instance = createInstance({
    ...I18NEXT_OPTIONS,
    lng: language,
    resources: { [language]: { translation: messages } },
    saveMissing: process.env.NODE_ENV !== 'production',
    missingKeyHandler: (_languages, _namespace, key) => reportMissingKey(language, key),
  });
  void instance.init();
  return instance;
}

/**
 * The translate function over an instance. i18next works out a lookup's options, namespaces and languages anew each
 * time (some 10 µs here, and a page makes a hundred lookups or more, most of them plain messages): a message asked
 * for without options is asked of i18next once and remembered, as the resources never change while the process
 * runs. A missing key is not remembered (it is asked, and reported, each time), so what is kept is bounded by the
 * message files.
 */
function rememberingTranslator(instance: i18n): Translate {
  const plain = new Map<string, string>();
  return (key, options) => {
    if (options) return instance.t(key, options);
    let text = plain.get(key);
    if (text === undefined) {
      text = instance.t(key, {});
      if (text !== key) plain.set(key, text);
    }
    return text;
  };
}

/** Makes the i18next instance of every language, once, and its translate function the one of its locales. */
export async function loadLocales(): Promise<void> {
  await Promise.all(
    (Object.keys(MESSAGE_FILES) as Language[]).map(async (language) => {
      if (instances.has(language)) return;
      const instance = i18nextFor(language, (await MESSAGE_FILES[language]()).default);
      instances.set(language, instance);
      setTranslator(language, rememberingTranslator(instance));
    }),
  );
}
