import { exampleView, type Examples } from '../types.ts';

const base = { language: 'cs-CZ', structureKey: 'VyzadanaInformace', categories: [], tags: [], displayAt: '2026-05-26T08:00:00+02:00', updatedAt: '2026-05-26T08:00:00+02:00' };

export const examples: Examples = {
  provided: exampleView({
    ...base,
    id: 'example-request',
    name: 'Průměrná délka řízení o příspěvku na péči v roce 2025',
    description: 'Žadatel se ptal na průměrnou délku řízení o příspěvku na péči.',
    data: {
      requestDate: '2026-05-11T00:00:00+02:00',
      provisionDate: '2026-05-25T00:00:00+02:00',
      referenceNumber: 'UPCR-GR-15004/2026',
      question: 'Jaká byla v roce 2025 průměrná doba od podání žádosti o příspěvek na péči do vydání rozhodnutí?',
      answerHtml: '<p>Úřad práce ČR sdělil průměrnou délku řízení podle krajských poboček.</p>',
      attachments: [{ title: 'Délka řízení podle krajů', url: '/cms/documents/3501/delka-rizeni-pnp-2025.pdf', mimeType: 'application/pdf', size: 84_000 }],
      legalBasis: [{ label: 'Zákon č. 106/1999 Sb., o svobodném přístupu k informacím', url: 'https://www.zakonyprolidi.cz/cs/1999-106' }],
    },
  }),
  broken: exampleView({ ...base, id: 'example-request-broken', name: 'Poskytnutá informace', description: null, data: { requestDate: 'loni', question: 42, answerHtml: '<p>Odpověď zůstává.</p>' } }),
};
