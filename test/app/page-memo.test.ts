/**
 * The page memo (server/page-memo.ts) through the portal, its page cache off: a page asked again while the CMS
 * answers it was made of stand is the page remembered, looked up in nothing; once one of them changes, it is made
 * anew. Time is moved, never slept.
 */
import t from 'tap';
import { startFakeCms } from '../helpers/fake-cms.ts';
import { dom, textOf } from '../helpers/dom.ts';
import { buildPortal } from '../helpers/portal.ts';
import { eventually, testClock } from '../helpers/time.ts';

t.test('a page asked again while its CMS answers stand is looked up in nothing; one whose answer changed is made anew', async (t) => {
  const fake = await startFakeCms(t);
  const clock = testClock();
  const app = await buildPortal(t, { cmsUrl: fake.url, clock, env: { PAGE_CACHE_MAX_MB: '0', CMS_CACHE_RETENTION_S: '60' } });
  let lookups = 0;
  app.addHook('preHandler', async (request) => {
    const contentByUrl = request.cms.contentByUrl.bind(request.cms);
    request.cms.contentByUrl = (...args) => (lookups++, contentByUrl(...args));
  });
  const heading = async (url: string) => textOf(dom((await app.inject({ url })).body)('h1'));

  t.equal(await heading('/o-nas'), 'O nás');
  t.ok(lookups > 0, 'the first request looks its content up');
  // Answers a page read while they were refreshed in the background (the journeys' list beside the page) settle
  // first: from then on the page is remembered, looked up in nothing.
  const remembered = async (title: string) => {
    const before = lookups;
    return (await heading('/o-nas')) === title && lookups === before;
  };
  await eventually(() => remembered('O nás'));
  t.pass('the page is given remembered once its answers stand');
  const looked = lookups;
  t.equal(await heading('/o-nas'), 'O nás');
  t.equal(lookups, looked, 'and again');

  fake.fault = { kind: 'edit', edit: (body) => body.replaceAll('O nás', 'O nás (upraveno)') };
  clock.advance(61_000);
  await eventually(async () => (await heading('/o-nas')) === 'O nás (upraveno)');
  t.ok(lookups > looked, 'made anew once its answers expired');
  await eventually(() => remembered('O nás (upraveno)'));
  const remade = lookups;
  t.equal(await heading('/o-nas'), 'O nás (upraveno)');
  t.equal(lookups, remade, 'and remembered again');
});
