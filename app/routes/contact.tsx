// Help & contact (SPEC.md §2 Contact, /hilfe-kontakt/) and its four forms (ContactGuest,
// ContactLandlord, ContactPartner, ContactAgency) in every language (issue 16): one module, routed
// by a pattern per language (app/route-modules.ts). The forms post to this module's action
// (app/lib/contact.server.ts) as plain form posts, without JavaScript too. A form page carries a
// fresh form token, so no cache stores it.
import { ContactForm } from '../components/content/contact-form';
import { ContactHub } from '../components/content/contact-hub';
import { CONTACT_HEADERS, contactAction, loadContact } from '../lib/contact.server';
import { requestContext } from '../lib/request-context';
import type { Route } from './+types/contact';

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadContact(context.get(requestContext), request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return contactAction(context.get(requestContext), request);
}

export function headers() {
  return CONTACT_HEADERS;
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { form, formToken, heading, intro, today, person } = loaderData;
  if (form === null || formToken === null) return <ContactHub heading={heading} intro={intro} />;
  return (
    <ContactForm
      // One form per page; after a post the same form stays (the new token is a new value of
      // its hidden input, what was typed stays in the inputs).
      key={form}
      form={form}
      heading={heading}
      intro={intro}
      formToken={formToken}
      today={today}
      person={person}
      result={actionData}
    />
  );
}
