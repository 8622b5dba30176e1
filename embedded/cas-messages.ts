/** The texts of the CAS stand-in's pages in the portal's four languages. */
import type { LocaleCode } from '../shared/locales.ts';

export interface CasMessages {
  title: string;
  errorPrefix: string;
  standIn: string;
  languages: string;
  heading: string;
  username: string;
  password: string;
  submit: string;
  errorSummary: string;
  usernameMissing: string;
  passwordMissing: string;
  badCredentials: string;
  formExpired: string;
  signedInHeading: string;
  signedInText: string;
  signedOutHeading: string;
  signedOutText: string;
  unauthorizedHeading: string;
  unauthorizedText: string;
}

export const CAS_MESSAGES: Record<LocaleCode, CasMessages> = {
  cs: {
    title: 'Jednotné přihlášení',
    errorPrefix: 'Chyba',
    standIn: 'Zkušební přihlašovací služba (CAS) pro vývoj a testy portálu.',
    languages: 'Jazyk',
    heading: 'Přihlášení',
    username: 'Uživatelské jméno',
    password: 'Heslo',
    submit: 'Přihlásit se',
    errorSummary: 'Přihlášení se nepodařilo',
    usernameMissing: 'Zadejte uživatelské jméno.',
    passwordMissing: 'Zadejte heslo.',
    badCredentials: 'Uživatelské jméno nebo heslo není správné.',
    formExpired: 'Platnost formuláře vypršela. Zadejte údaje znovu.',
    signedInHeading: 'Jste přihlášeni',
    signedInText: 'Přihlášení platí pro všechny služby, které používají jednotné přihlášení.',
    signedOutHeading: 'Jste odhlášeni',
    signedOutText: 'Odhlásili jste se z jednotného přihlášení.',
    unauthorizedHeading: 'Služba není povolena',
    unauthorizedText: 'Aplikace, ze které přicházíte, nemá povoleno používat toto přihlášení.',
  },
  en: {
    title: 'Single sign-on',
    errorPrefix: 'Error',
    standIn: 'Test sign-in service (CAS) for developing and testing the portal.',
    languages: 'Language',
    heading: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    errorSummary: 'Sign-in failed',
    usernameMissing: 'Enter your username.',
    passwordMissing: 'Enter your password.',
    badCredentials: 'The username or password is not correct.',
    formExpired: 'The form has expired. Enter your details again.',
    signedInHeading: 'You are signed in',
    signedInText: 'Your sign-in is valid for every service that uses single sign-on.',
    signedOutHeading: 'You are signed out',
    signedOutText: 'You have signed out of single sign-on.',
    unauthorizedHeading: 'Service not allowed',
    unauthorizedText: 'The application you came from is not allowed to use this sign-in.',
  },
  ru: {
    title: 'Единый вход',
    errorPrefix: 'Ошибка',
    standIn: 'Тестовая служба входа (CAS) для разработки и тестирования портала.',
    languages: 'Язык',
    heading: 'Вход',
    username: 'Имя пользователя',
    password: 'Пароль',
    submit: 'Войти',
    errorSummary: 'Не удалось войти',
    usernameMissing: 'Введите имя пользователя.',
    passwordMissing: 'Введите пароль.',
    badCredentials: 'Неверное имя пользователя или пароль.',
    formExpired: 'Срок действия формы истёк. Введите данные ещё раз.',
    signedInHeading: 'Вы вошли в систему',
    signedInText: 'Вход действует для всех служб, использующих единый вход.',
    signedOutHeading: 'Вы вышли из системы',
    signedOutText: 'Вы вышли из единого входа.',
    unauthorizedHeading: 'Служба не разрешена',
    unauthorizedText: 'Приложению, из которого вы пришли, не разрешено использовать этот вход.',
  },
  ua: {
    title: 'Єдиний вхід',
    errorPrefix: 'Помилка',
    standIn: 'Тестова служба входу (CAS) для розробки й тестування порталу.',
    languages: 'Мова',
    heading: 'Вхід',
    username: 'Ім’я користувача',
    password: 'Пароль',
    submit: 'Увійти',
    errorSummary: 'Не вдалося увійти',
    usernameMissing: 'Введіть ім’я користувача.',
    passwordMissing: 'Введіть пароль.',
    badCredentials: 'Неправильне ім’я користувача або пароль.',
    formExpired: 'Термін дії форми минув. Введіть дані ще раз.',
    signedInHeading: 'Ви увійшли',
    signedInText: 'Вхід діє для всіх служб, які використовують єдиний вхід.',
    signedOutHeading: 'Ви вийшли',
    signedOutText: 'Ви вийшли з єдиного входу.',
    unauthorizedHeading: 'Службу не дозволено',
    unauthorizedText: 'Застосунку, з якого ви прийшли, не дозволено використовувати цей вхід.',
  },
};
