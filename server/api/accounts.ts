// Accounts API (SPEC.md §7 user/* calls; the contract of issue 13): thin routes over
// services/accounts. The login is the token cookie and the visitor the uid cookie; `uid`/`jwt` in
// bodies are accepted and not trusted. Answers are personal: no cache may store them. A login
// answers with its cookies (token; the account's uid), a logout deletes the token cookie.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  confirmAnswer,
  confirmBody,
  loginAnswer,
  loginBody,
  logoutAnswer,
  logoutBody,
  mailSentAnswer,
  partnerLoginBody,
  passwordRequestBody,
  passwordResetAnswer,
  passwordResetBody,
  registrationBody,
  saveContactAnswer,
  saveContactBody,
  updateAnswer,
  updateBody,
  userGetAnswer,
  userGetBody,
} from '#core/api/accounts';
import {
  confirmLink,
  login,
  logout,
  partnerLogin,
  register,
  requestPasswordReset,
  resetPassword,
  saveContact,
  updateProfile,
  visitorBootstrap,
  type CookieSpec,
} from '#services/accounts';
import { defineRoute } from './define-route';

const TOO_MANY =
  'Too many attempts or mails: HTTP 429, type rateLimit, data.retryAfterSeconds (and Retry-After).';

/** Runs a service call on a personal answer, which no cache may store (refusals included). */
function personal<T>(reply: FastifyReply, call: () => Promise<T> | T): Promise<T> {
  reply.header('cache-control', 'no-store');
  return Promise.resolve().then(call);
}

function setCookies(reply: FastifyReply, cookies: readonly CookieSpec[]): void {
  for (const { name, value, ...options } of cookies) reply.setCookie(name, value, options);
}

export function registerAccountRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: '/user/get',
    summary:
      'The visitor bootstrap: uid, who is logged in, kept tracking parameters, a sticky variant per experiment.',
    body: userGetBody,
    response: { 200: userGetAnswer },
    visitor: true,
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, () => visitorBootstrap(ctx, { experiments: body.experiments })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/registration',
    summary:
      'Registers an account: mails a single-use confirmation link (or, for a known address, a notice to its owner; the same answer).',
    body: registrationBody,
    response: {
      200: mailSentAnswer,
      400: `A password that is too short, too long or too common (user.password errors.accounts.password.*). ${TOO_MANY}`,
    },
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, () =>
        register(ctx, {
          email: body.user.email,
          password: body.user.password,
          salutation: body.user.salutation,
          firstName: body.user.firstName,
          lastName: body.user.lastName,
          privacyAccepted: body.user.privacyAccepted,
          newsletter: body.user.newsletter,
          language: body.languageCode,
        }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/registration/confirm',
    summary:
      'Opens a confirmation link: makes the registered account, or confirms a new address of one.',
    body: confirmBody,
    response: {
      200: confirmAnswer,
      400: 'An unknown, used or expired link (confirmID errors.accounts.invalidLink).',
      409: 'The new address is another account’s by now (errors.accounts.emailTaken).',
    },
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, () => confirmLink(ctx, { confirmID: body.confirmID })),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/login',
    summary:
      'Logs in: the token cookie (7 days with loginPersistent, else for the browser session) and the account’s uid cookie.',
    body: loginBody,
    response: {
      200: loginAnswer,
      400: `Wrong address or password (errors.accounts.invalidCredentials), or not confirmed yet (errors.accounts.notConfirmed). ${TOO_MANY}`,
    },
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, async () => {
        const { accountData, cookies } = await login(ctx, {
          email: body.user.email,
          password: body.user.password,
          persistent: body.loginPersistent === true,
        });
        setCookies(reply, cookies);
        return { accountData };
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/partnerlogin',
    summary: "Logs a partner's staff in with the partner id and its code (`c`).",
    body: partnerLoginBody,
    response: {
      200: loginAnswer,
      400: `Unknown partner or wrong code (c errors.accounts.invalidPartnerLogin). ${TOO_MANY}`,
    },
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, async () => {
        const { accountData, cookies } = await partnerLogin(ctx, {
          partnerId: Number(body.partner),
          code: body.c,
        });
        setCookies(reply, cookies);
        return { accountData };
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/logout',
    summary:
      'Logs out: ends the session on the server, deletes the token cookie, hands out a new uid.',
    body: logoutBody,
    response: { 200: logoutAnswer },
    handler: (ctx, _input, _request, reply) =>
      personal(reply, async () => {
        const { accountData, cookies } = await logout(ctx);
        setCookies(reply, cookies);
        return { accountData };
      }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/password/request',
    summary:
      'Mails a single-use link (valid 1 hour) to set a new password; the same answer for unknown addresses.',
    body: passwordRequestBody,
    response: { 200: mailSentAnswer, 400: TOO_MANY },
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, () =>
        requestPasswordReset(ctx, { email: body.user.email, language: body.languageCode }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/password/reset',
    summary: 'Sets a new password through a reset link, ends every other session, mails a notice.',
    body: passwordResetBody,
    response: {
      200: passwordResetAnswer,
      400: 'An unknown, used or expired link (resetID errors.accounts.invalidLink), or a password against the policy (user.password).',
    },
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, () =>
        resetPassword(ctx, { resetID: body.resetID, password: body.user.password }),
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/update',
    summary:
      'Changes the profile; a new password or address needs the current password, a new address is confirmed by a link mailed to it.',
    body: updateBody,
    access: 'user',
    response: {
      200: updateAnswer,
      400: `A wrong current password (userAccountData.password errors.accounts.wrongPassword), a zipcode against SPEC §5, a new password against the policy. ${TOO_MANY}`,
    },
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, () => updateProfile(ctx, body.userAccountData)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/user/savecontact',
    summary:
      "Keeps the visitor's contact address when it matches SPEC §5's loose rule (else silently not).",
    body: saveContactBody,
    response: { 200: saveContactAnswer },
    visitor: true,
    handler: (ctx, { body }, _request, reply) =>
      personal(reply, () => saveContact(ctx, { email: body.email })),
  });
}
