import { pageSchema } from '../Default/server.ts';
import { defineTemplate } from '../module.ts';
import KlientskaZonaPage from './KlientskaZona.tsx';

/** Shows the signed-in user: only for them, and never kept by a shared cache. */
export const KlientskaZona = defineTemplate({ key: 'KlientskaZona', Component: KlientskaZonaPage, schema: pageSchema, auth: 'signed-in', cache: { kind: 'private' } });
