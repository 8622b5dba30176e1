/**
 * Every content template has a sample page in content/, in Czech and in another language, which the browser tests
 * load (test/e2e/templates.test.ts), or says in its module why it has none (`noSamplePage`, templates/module.ts):
 * a template without either would be skipped by them silently.
 */
import t from 'tap';
import { serverTemplates } from '../../templates/server-registry.ts';
import { samplePages } from '../helpers/sample-pages.ts';

const sampled = new Set(samplePages().map((page) => page.key));

for (const [key, template] of Object.entries(serverTemplates)) {
  if (template.noSamplePage) t.notOk(sampled.has(key), `${key}: has a sample page, yet its module says it has none (${template.noSamplePage}): drop its noSamplePage`);
  else t.ok(sampled.has(key), `${key}: a sample page in content/ in Czech and another language, or noSamplePage in templates/${key}/server.ts saying why not`);
}
