import { pageSchema } from '../Default/server.ts';
import { defineTemplate } from '../module.ts';
import BeznaStrankaPage from './BeznaStranka.tsx';

export const BeznaStranka = defineTemplate({ key: 'BeznaStranka', Component: BeznaStrankaPage, schema: pageSchema });
