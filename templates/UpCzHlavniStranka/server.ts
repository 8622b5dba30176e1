import { HlavniStranka } from '../HlavniStranka/server.ts';
import UpCzHomePage from './UpCzHlavniStranka.tsx';

/** The labour office's home: the home page's schema, load and meta under its own key. */
export const UpCzHlavniStranka: typeof HlavniStranka = { ...HlavniStranka, key: 'UpCzHlavniStranka', Component: UpCzHomePage };
