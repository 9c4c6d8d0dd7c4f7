// The partner programme (SPEC §2 Distribution: /partnerprogramm/, /en/affiliate-program/,
// /fr/programme-du-partenaire/, /it/programma-del-partner/; issue 16): what travel agencies and
// affiliates get and the application form, which posts to this module's action
// (app/lib/partner-programme.server.ts) as a plain form post without JavaScript.
import { ProgrammeScreen } from '../components/partners/programme-screen';
import {
  PROGRAMME_ACTION_HEADERS,
  loadPartnerProgramme,
  partnerProgrammeAction,
} from '../lib/partner-programme.server';
import { requestContext } from '../lib/request-context';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/partner-programme';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadPartnerProgramme(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return partnerProgrammeAction(context.get(requestContext), request);
}

export function headers() {
  // The page carries a form token made for this render: no shared cache may hand it to others.
  return PROGRAMME_ACTION_HEADERS;
}

export default function PartnerProgrammeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const language = useRootData()?.language ?? 'de';
  return (
    <ProgrammeScreen
      data={loaderData.screen}
      heading={loaderData.heading}
      intro={loaderData.intro}
      language={language}
      result={actionData}
    />
  );
}
