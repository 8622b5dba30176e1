/**
 * The office finder as JSON (docs/offices-api.md): `GET /api/offices?municipality=&lang=` answers the place the words
 * name and the offices serving it, with today's hours and whether each is open now (templates/offices/finder.ts);
 * several places to choose from when the words fit several; 404 when they name none; 400 for a missing or too long
 * parameter. The query and every answer are declared as JSON Schema on the route (an OpenAPI document can be made
 * of them). CORS is open for GET; public caches keep an answer a minute at most, and no longer than until an office
 * in it opens or closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { spansInForce } from '../shared/office-hours.ts';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../shared/locales.ts';
import { findOffices, type FoundPlace } from '../templates/offices/finder.ts';
import { nextChange, secondsUntil } from '../templates/offices/hours.ts';
import { servingOffices } from '../templates/offices/load.ts';
import type { OfficeEntry } from '../templates/offices/OfficeParts.tsx';
import { MAX_QUERY_LENGTH } from '../templates/offices/municipalities.ts';
import { OFFICE_TEMPLATE_KEYS } from '../shared/office-kinds.ts';

/** The longest a public cache keeps an answer. */
const CACHE_S = 60;

const area = { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' } }, required: ['code', 'name'] } as const;

const place = {
  type: 'object',
  description: 'A place the words name: a municipality, a city district ("Praha 4") or a part of a municipality.',
  properties: {
    code: { type: 'string', description: 'The register code to ask for it exactly (`?municipality=<code>`).' },
    kind: { type: 'string', enum: ['municipality', 'cityDistrict', 'part'] },
    name: { type: 'string' },
    municipality: area,
    cityDistrict: area,
    district: area,
    orp: area,
    region: area,
  },
  required: ['code', 'kind', 'name', 'municipality', 'district', 'orp', 'region'],
} as const;

const time = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;

const office = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    url: { type: 'string', description: 'The office page, a path of the portal in the language asked.' },
    type: { type: 'string', description: 'The office type (a typ-pracoviste category name).' },
    address: { type: 'object', properties: { street: { type: 'string' }, city: { type: 'string' }, postalCode: { type: 'string' } }, required: ['street', 'city', 'postalCode'] },
    geo: { type: 'object', properties: { lat: { type: 'number' }, lng: { type: 'number' } }, required: ['lat', 'lng'] },
    phones: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' }, number: { type: 'string' }, note: { type: 'string' } }, required: ['label', 'number'] } },
    hours: {
      type: 'object',
      description: 'Today in Prague: the hours in force (temporary ones where they hold), whether it is open now, and when it next opens.',
      properties: {
        today: { type: 'string', enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] },
        todaysHours: { type: 'array', items: { type: 'object', properties: { open: time, close: time }, required: ['open', 'close'] } },
        openNow: { type: 'boolean' },
        publicHoliday: { type: 'boolean' },
        closesAt: time,
        nextOpening: { type: 'object', properties: { date: { type: 'string', format: 'date' }, time }, required: ['date', 'time'] },
      },
      required: ['today', 'todaysHours', 'openNow', 'publicHoliday'],
    },
  },
  required: ['id', 'name', 'url', 'phones', 'hours'],
} as const;

const problem = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' }, query: { type: 'string' } },
  required: ['statusCode', 'message'],
} as const;

export const officesRouteSchema = {
  summary: 'The labour offices serving a municipality',
  description: 'Finds the place a visitor typed (any municipality of the Czech Republic, a city district or a part; without diacritics, declined, with a typo, in Cyrillic) and the offices serving it.',
  querystring: {
    type: 'object',
    properties: {
      municipality: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH, description: 'The municipality as typed, or a register code from `candidates`.' },
      lang: { type: 'string', enum: [...LOCALE_CODES], default: 'cs', description: 'The language of the office names and links.' },
    },
    required: ['municipality'],
  },
  response: {
    200: {
      description: '`found`: the place and its offices, nearest first; `choice`: several places fit, ask again with one\'s `code`.',
      type: 'object',
      properties: {
        status: { type: 'string', enum: ['found', 'choice'] },
        query: { type: 'string' },
        reading: { type: 'string', enum: ['exact', 'declined', 'corrected'], description: 'How the words were read: as written, as a declined form, or with a typo corrected.' },
        place,
        servedBy: { type: 'string', enum: ['municipality', 'orp', 'district', 'nearest'], description: 'What named the offices: the place itself, its ORP, its district, or none (the nearest office).' },
        offices: { type: 'array', items: office },
        otherPlaces: { type: 'array', items: place, description: 'With `found`: the other places the words fit, every one served by the same offices (two municipalities of one name in one district).' },
        candidates: { type: 'array', items: place },
      },
      required: ['status', 'query', 'reading'],
    },
    400: problem,
    404: problem,
    503: problem,
  },
} as const;

interface OfficesQuery {
  municipality: string;
  lang: LocaleCode;
}

function officeJson(entry: OfficeEntry) {
  const { hours } = entry;
  const opening = hours.opening;
  return {
    id: entry.id,
    name: entry.title,
    url: entry.url,
    ...(entry.type ? { type: entry.type } : {}),
    ...(entry.address ? { address: entry.address } : {}),
    ...(entry.geo ? { geo: entry.geo } : {}),
    phones: entry.phones,
    hours: {
      today: hours.today,
      todaysHours: opening?.holiday ? [] : spansInForce(hours).filter((span) => span.day === hours.today).map(({ open, close }) => ({ open, close })),
      openNow: opening?.open ?? false,
      publicHoliday: opening?.holiday ?? false,
      ...(opening?.closesAt ? { closesAt: opening.closesAt } : {}),
      ...(opening?.next ? { nextOpening: { date: opening.next.date, time: opening.next.time } } : {}),
    },
  };
}

/** Messages of a refused query, in English like the API's field names. */
const REFUSALS = {
  missing: 'Give the municipality to look for: /api/offices?municipality=Benešov',
  tooLong: `The municipality is at most ${MAX_QUERY_LENGTH} characters.`,
  lang: `lang is one of ${LOCALE_CODES.join(', ')}.`,
};

export const officesApiPlugin = fp(
  async (app: FastifyInstance, opts: { now?: () => number }) => {
    const clock = opts.now ?? Date.now;
    await app.register(async (api) => {
      // The content service failing is this API's answer too: JSON, not the portal's error screen.
      api.setErrorHandler((error, request, reply) => {
        request.log.error({ err: error }, 'offices API: the offices could not be loaded');
        return reply.code(503).header('cache-control', 'no-store').header('retry-after', '10').send({ statusCode: 503, message: 'The offices cannot be looked up just now; try again in a few seconds.' });
      });
      api.get<{ Querystring: OfficesQuery }>('/api/offices', { schema: officesRouteSchema, attachValidation: true }, async (request, reply) => {
        reply.header('access-control-allow-origin', '*');
        const query = request.query as Partial<OfficesQuery>;
        if (request.validationError) {
          const field = request.validationError.validation?.[0];
          const message = typeof query.municipality !== 'string' || query.municipality.trim() === '' ? REFUSALS.missing
            : field?.instancePath === '/lang' ? REFUSALS.lang
            : REFUSALS.tooLong;
          return reply.code(400).header('cache-control', 'no-store').send({ statusCode: 400, message, query: typeof query.municipality === 'string' ? query.municipality : '' });
        }
        const words = query.municipality!.trim();
        if (words === '') return reply.code(400).header('cache-control', 'no-store').send({ statusCode: 400, message: REFUSALS.missing, query: '' });
        const locale = query.lang ?? 'cs';
        const now = clock();
        const web = await request.site.web();
        const offices = await servingOffices(request.cms, { webId: web.id, language: LOCALES[locale].tag }, [...OFFICE_TEMPLATE_KEYS], locale, request.site.prefix, now);
        const answer = findOffices(words, offices);
        if (answer.status === 'none') {
          return reply.code(404).header('cache-control', `public, max-age=${CACHE_S}`).send({ statusCode: 404, message: `No municipality of the Czech Republic is called "${words}".`, query: words });
        }
        if (answer.status === 'choice') {
          reply.header('cache-control', `public, max-age=${CACHE_S}`);
          return { status: 'choice', query: words, reading: answer.reading, candidates: answer.candidates satisfies FoundPlace[] };
        }
        const changesAt = nextChange(answer.offices.map((entry) => entry.hours));
        reply.header('cache-control', `public, max-age=${changesAt === undefined ? CACHE_S : Math.min(CACHE_S, secondsUntil(changesAt, now))}`);
        return { status: 'found', query: words, reading: answer.reading, place: answer.place, servedBy: answer.by, offices: answer.offices.map(officeJson), ...(answer.otherPlaces ? { otherPlaces: answer.otherPlaces } : {}) };
      });
    });
  },
  { name: 'offices-api', dependencies: ['request-context'] },
);
