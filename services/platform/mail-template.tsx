// The one template system for every e-mail of the product (issue 13). A mail is a React tree of
// the parts below, rendered on the server with @react-email/render; its plain-text part is
// converted from that same HTML, so both always say the same. Texts come from the `mail`
// namespace through the one translator, with {{brand}} filled in from the operator brand
// (core/branding.ts, services/partners operatorMailBrand); every mail carries the brand's name in
// its colour in its head, and the contact of the office — or of the partner or campaign the
// visitor came through (services/partners mailBrand) — and the operator's legal entity in its foot. React escapes whatever a
// template puts into the tree (names, addresses), so user data never becomes markup.
//
// A template is made with defineMail and called as `(language, data) => {subject, html, text,
// replyTo}`; the caller hands it to the mailer (mail.ts): `mailer.send({ to, ...mail })`. Links
// are built here from the route table (`scope.link`) on SITE_URL, never from request headers.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { addressLine, type Branding } from '#core/branding';
import { createTranslator, type TFunction, type Values } from '#core/i18n/translate';
import type { Language } from '#core/languages';
import { buildPath, type RouteName } from '#core/routes';
import { loadTranslations } from './translations';

/** Who the recipient may turn to: the office, or the visit's partner or campaign. */
export interface MailContact {
  phone: string;
  email: string;
  /** The partner's name when the contact is a partner's (the footer names it), else null. */
  partnerName: string | null;
}

/** What every mail says about its sender. */
export interface MailBrand {
  /** The operator's name (core/branding.ts brand.name): the `{{brand}}` of every text. */
  name: string;
  /** SITE_URL: the base of every link in a mail. */
  siteUrl: string;
  contact: MailContact;
  /**
   * The brand's primary colour (#rrggbb) of head and buttons. Optional, like `legal`: booking
   * mails queued before issue 16 stored a brand without them (the site's colour then).
   */
  color?: string;
  /** The legal entity the foot names (company, address, register, VAT id, director). */
  legal?: { lines: string[] } | { entity: Branding['legal']; homeCountry: string };
}

/** A rendered mail, ready for `mailer.send({ to, ...mail })`. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Replies go to the contact of the footer (the office, or the visit's partner). */
  replyTo: string;
  /** The sender's display name: the operator's (MAIL_FROM keeps the address). */
  fromName: string;
}

/** The translate function of mail texts: keys of locales/de/mail.json, {{brand}} filled in. */
export type MailT = TFunction<'mail'>;

/** What a template builds from its data. */
export interface MailContent {
  subject: string;
  /** The inbox preview line (hidden in the HTML, left out of the text). */
  preview: string;
  /** Whom the greeting names ("Guten Tag Anna Muster,"); null greets without a name. */
  greetingName: string | null;
  /** The mail's own paragraphs and buttons, between the greeting and the closing. */
  body: ReactNode;
}

/** What a template may use besides its data. */
export interface MailScope {
  t: MailT;
  language: Language;
  brand: MailBrand;
  /**
   * The absolute URL of a site route without path parameters, in the mail's language, on
   * SITE_URL, with the given query: `link('UserPasswordReset', { resetID })`.
   */
  link(route: RouteName, query?: Record<string, string>): string;
}

/** Every template's data carries the brand (services/partners mailBrand, or officeMailBrand). */
export type MailData<D> = D & { brand: MailBrand };

/** A mail template: `(language, data) => {subject, html, text, replyTo}`. */
export type MailTemplate<D> = (language: Language, data: MailData<D>) => Promise<RenderedMail>;

/**
 * The operator brand with the office's contact: for mails sent outside a visit (jobs) or without
 * a partner (services/partners operatorMailBrand reads the brand).
 */
export function officeMailBrand(branding: Branding, siteUrl: string): MailBrand {
  return {
    name: branding.brand.name,
    siteUrl,
    contact: { phone: branding.contact.phone, email: branding.contact.email, partnerName: null },
    color: branding.colors.primary,
    legal: { entity: branding.legal, homeCountry: branding.defaultCountry },
  };
}

/** The foot's lines about the legal entity: company and address, register, VAT id, director. */
function legalLines(t: MailT, legal: MailBrand['legal']): string[] {
  if (legal === undefined) return [];
  if ('lines' in legal) return legal.lines;
  const { entity, homeCountry } = legal;
  const lines = [
    [entity.companyName, entity.address ? addressLine(entity.address, homeCountry) : null],
    [entity.register, entity.vatId ? t('layout.legalVatId', { vatId: entity.vatId }) : null],
    [entity.managingDirector ? t('layout.legalDirector', { name: entity.managingDirector }) : null],
  ];
  return lines.map((parts) => parts.filter(Boolean).join(' · ')).filter(Boolean);
}

/** The brand's colour, or the site's for a brand without a valid one (never other CSS). */
function brandColor(brand: MailBrand): string {
  return brand.color !== undefined && /^#[0-9a-f]{6}$/.test(brand.color)
    ? brand.color
    : COLOR.primary;
}

/** The brand colour for the parts of a mail's body (buttons, links). */
const BrandColor = createContext<string>('#0b5d5b');

/**
 * The mail texts of a language with {{brand}} filled in (a caller's value of `brand` wins). The
 * price items' names and the booking's terms are the pages' own (`pricing:services.…`,
 * `booking:terms.…`): a mail says what the booking's summary step said, in its words.
 */
export async function mailTranslator(language: Language, brand: string): Promise<MailT> {
  const resources = await loadTranslations(language, ['mail', 'pricing', 'booking']);
  // The untyped view of the same function: the typed keys are checked where MailT is called.
  const t = createTranslator(language, resources).namespace('mail') as (
    key: string,
    values?: Values,
  ) => string;
  return ((key: string, values?: Values) => t(key, { brand, ...values })) as MailT;
}

// ── Look: the site's tokens (app/styles/tokens.css) as inline styles, which mail clients keep.
const COLOR = {
  primary: '#0b5d5b',
  text: '#1f2933',
  muted: '#52606d',
  border: '#d9dee3',
  page: '#f5f3ef',
  surface: '#ffffff',
} as const;
const FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
const STYLE = {
  body: { backgroundColor: COLOR.page, margin: 0, padding: '24px 12px', fontFamily: FONT },
  container: {
    backgroundColor: COLOR.surface,
    border: `1px solid ${COLOR.border}`,
    borderRadius: '10px',
    maxWidth: '600px',
    padding: '24px 28px',
    // A long word or address (a calendar link, an IBAN, a French compound) wraps instead of
    // making the mail wider than a phone's screen.
    overflowWrap: 'anywhere',
    wordBreak: 'break-word',
  },
  brand: { color: COLOR.primary, fontSize: '22px', lineHeight: '28px', margin: '0 0 16px' },
  text: { color: COLOR.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  small: { color: COLOR.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 12px' },
  button: {
    backgroundColor: COLOR.primary,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
    // A long label wraps inside the button rather than pushing it past the screen.
    display: 'inline-block',
    maxWidth: '100%',
    boxSizing: 'border-box',
    whiteSpace: 'normal',
    textAlign: 'center',
  },
  // Links inside text are underlined: told apart from the text by more than colour (WCAG 1.4.1).
  fallbackLink: { color: COLOR.primary, textDecoration: 'underline', wordBreak: 'break-all' },
  textLink: { textDecoration: 'underline', wordBreak: 'break-all' },
  hr: { borderColor: COLOR.border, margin: '24px 0 16px' },
  list: { color: COLOR.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
} satisfies Record<string, CSSProperties>;

// ── Parts a template's body is made of.

/** A paragraph. */
export function MailText({ children }: { children: ReactNode }) {
  return <Text style={STYLE.text}>{children}</Text>;
}

/**
 * A text someone typed (a guest's message, a landlord's or the office's reason): a paragraph per
 * line, blank lines left out; React escapes each.
 */
export function MailMessage({ message }: { message: string }) {
  return (
    <>
      {message
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <MailText key={index}>{line}</MailText>
        ))}
    </>
  );
}

/** A smaller, muted paragraph (validity, "not you?"). */
export function MailNote({ children }: { children: ReactNode }) {
  return <Text style={STYLE.small}>{children}</Text>;
}

/** The mail's action as a button; in the text part it reads "label URL". */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  const color = useContext(BrandColor);
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button href={href} style={{ ...STYLE.button, backgroundColor: color }}>
        {children}
      </Button>
    </Section>
  );
}

/**
 * The button's URL written out for clients that show no buttons; the text part already has it
 * after the button's label, so it is left out there.
 */
export function MailLinkFallback({ href, label }: { href: string; label: string }) {
  const color = useContext(BrandColor);
  return (
    <Text style={STYLE.small} data-skip-in-text="true">
      {label}{' '}
      <Link href={href} style={{ ...STYLE.fallbackLink, color }}>
        {href}
      </Link>
    </Text>
  );
}

/** A paragraph naming a page with its address, linked (kept in the text part, unlike the above). */
export function MailLinkLine({ href, label }: { href: string; label: string }) {
  const color = useContext(BrandColor);
  return (
    <Text style={STYLE.text}>
      {label}{' '}
      <Link href={href} style={{ ...STYLE.textLink, color }}>
        {href}
      </Link>
    </Text>
  );
}

/** A bulleted list of plain lines. */
export function MailList({ items }: { items: readonly string[] }) {
  return (
    <ul style={STYLE.list}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

// ── The frame every mail shares.

function MailDocument({ scope, content }: { scope: MailScope; content: MailContent }) {
  const { t, brand, language } = scope;
  const { contact } = brand;
  const legal = legalLines(t, brand.legal);
  const color = brandColor(brand);
  const contactLine =
    contact.partnerName === null
      ? t('layout.contact', { phone: contact.phone, email: contact.email })
      : t('layout.contactPartner', {
          partner: contact.partnerName,
          phone: contact.phone,
          email: contact.email,
        });
  return (
    <Html lang={language} dir="ltr">
      <Head>
        <title>{content.subject}</title>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={STYLE.body}>
        {/* How an accessible mail names itself inside a client's page (which has the landmarks). */}
        <div
          role="article"
          aria-roledescription="email"
          aria-label={content.subject}
          lang={language}
        >
          <Container style={STYLE.container}>
            <Heading as="h1" style={{ ...STYLE.brand, color }}>
              {brand.name}
            </Heading>
            <Text style={STYLE.text}>
              {content.greetingName === null
                ? t('layout.greeting')
                : t('layout.greetingNamed', { name: content.greetingName })}
            </Text>
            <BrandColor.Provider value={color}>{content.body}</BrandColor.Provider>
            <Text style={STYLE.text}>
              {t('layout.closing')}
              <br />
              {t('layout.signature')}
            </Text>
            <Hr style={STYLE.hr} />
            <Text style={STYLE.small}>{contactLine}</Text>
            {legal.length > 0 ? (
              <Text style={STYLE.small}>
                {legal.map((text, index) => (
                  <span key={index}>
                    {index > 0 ? <br /> : null}
                    {text}
                  </span>
                ))}
              </Text>
            ) : null}
          </Container>
        </div>
      </Body>
    </Html>
  );
}

/** The text part: the HTML converted, headings as written (not upper-cased). */
function plainText(html: string): string {
  return toPlainText(html, {
    selectors: [{ selector: 'h1', options: { uppercase: false } }],
  }).trim();
}

/**
 * A mail template from a function of its scope and data. The returned function renders the mail
 * in a language: subject, HTML and the text part from the same tree.
 */
export function defineMail<D>(
  build: (scope: MailScope, data: MailData<D>) => MailContent,
): MailTemplate<D> {
  return async (language, data) => {
    const { brand } = data;
    const t = await mailTranslator(language, brand.name);
    const link: MailScope['link'] = (route, query = {}) => {
      const url = new URL(buildPath(route, undefined, language), brand.siteUrl);
      for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
      return url.href;
    };
    const scope: MailScope = { t, language, brand, link };
    const content = build(scope, data);
    // react-email writes the XHTML 1.0 Transitional doctype, whose DTD address would be the one URL
    // in a mail that names no site but ours; the HTML5 doctype is what MJML sends too.
    const rendered = await render(<MailDocument scope={scope} content={content} />);
    const html = rendered.replace(/^<!DOCTYPE[^>]*>/i, '<!DOCTYPE html>');
    return {
      subject: content.subject,
      html,
      text: plainText(html),
      replyTo: brand.contact.email,
      fromName: brand.name,
    };
  };
}
