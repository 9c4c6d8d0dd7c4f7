// The host's answer to a rating (issue 15; SPEC.md §2 RetailerRatingAnswer,
// /bewertung-vermieterkommentar/{ratingNumber}/ and its language slugs), opened with the rating's
// secret from the landlord's mail (?ratingHash=…). The form posts to this module's action
// (app/lib/ratings.server.ts). Personal: never indexed, never stored by a cache, no Referer.
import { RatingAnswerScreen } from '../components/ratings/rating-answer-screen';
import { RATING_PAGE_HEADERS, loadRatingAnswer, ratingAnswerAction } from '../lib/ratings.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/rating-answer';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadRatingAnswer(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return ratingAnswerAction(context.get(requestContext), request);
}

export function headers() {
  return RATING_PAGE_HEADERS;
}

export default function RatingAnswerRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RatingAnswerScreen
      data={loaderData.screen}
      heading={loaderData.heading}
      intro={loaderData.intro}
      result={actionData}
    />
  );
}
