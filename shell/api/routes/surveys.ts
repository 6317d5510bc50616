// Survey answers: POST /answers {values, formUsed, linkingId} (token optional;
// formUsed and linkingId required, values an object: else 400) and GET /surveys/complete (token
// needed): the demo customer's finished surveys.
// Switch surveyStorageFails: true makes storing answer 500; completeSurveysFail: true makes
// the list answer 500.
import { badRequest, bodyOf, customerOnly } from '../route-helpers.ts';
import type { Route } from '../route-types.ts';
import { isRecord } from '../../../shared/is-record.ts';

const completeSurveys = [
  { formUsed: 'post-purchase', linkingId: 'ord-5001' },
  { formUsed: 'cat-profile', linkingId: 'cat-1001' },
];

export const surveyRoutes: Route[] = [
  {
    method: 'POST',
    path: '/answers',
    handle({ body }, state) {
      if (state.switches.surveyStorageFails === true) return { status: 500, body: { message: 'Survey storage is unavailable (switch surveyStorageFails)' } };
      const { values, formUsed, linkingId } = bodyOf(body);
      if (!isRecord(values) || typeof formUsed !== 'string' || formUsed === '' || typeof linkingId !== 'string' || linkingId === '') {
        return badRequest('values, formUsed and linkingId are required');
      }
      return { status: 201, body: { stored: true, formUsed, linkingId } };
    },
  },
  {
    method: 'GET',
    path: '/surveys/complete',
    handle: customerOnly((_request, state) => {
      if (state.switches.completeSurveysFail === true) return { status: 500, body: { message: 'Surveys are unavailable (switch completeSurveysFail)' } };
      return { body: completeSurveys };
    }),
  },
];
