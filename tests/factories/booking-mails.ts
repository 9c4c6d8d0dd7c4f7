// Sample data for every booking mail (services/booking/mails.tsx MAIL_TEMPLATES): the unit test
// reads their texts, the browser test renders their HTML at phone width. Typed loosely on purpose:
// each template checks its own data when rendered.
import type { MailBrand } from '#services/platform';

export const brand: MailBrand = {
  name: 'Feriora',
  siteUrl: 'https://www.feriora.example',
  contact: { phone: '+49 30 5678 9100', email: 'service@feriora.example', partnerName: null },
};

export const facts = {
  name: 'Anna Muster',
  displayNumber: '2026-100001',
  method: 'booking' as const,
  objectTitle: 'Haus <b>Seeblick</b>',
  objectNumber: 4711,
  startDate: '2027-07-03',
  endDate: '2027-07-10',
  nights: 7,
  adults: 2,
  children: 1,
  pets: 1,
  petSize: 'medium',
  totalCents: 80_213,
  optionExpiresAt: '2026-11-28T09:30:00.000Z',
};
const enquiry = {
  name: 'Ben Beispiel',
  objectTitle: 'Haus Seeblick',
  objectNumber: 4711,
  message: 'Gibt es ein Kinderbett?\n<script>alert(1)</script>',
  startDate: '2027-07-03',
  endDate: '2027-07-10',
  adults: 2,
  children: 0,
  pets: null,
  guestEmail: 'ben@example.org',
  guestPhone: null,
};
export const url = 'https://www.feriora.example/booking/finish/4711/?bookingId=1&access=x';
export const transfer = {
  holder: 'Feriora GmbH',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
  bankName: 'Testbank Berlin',
  reference: '2026-100001',
};
export const byTransfer = {
  method: 'bankTransfer' as const,
  due: [
    { kind: 'deposit' as const, amountCents: 20_053, dueDate: '2026-11-29' },
    { kind: 'balance' as const, amountCents: 60_160, dueDate: '2027-06-05' },
  ],
  transfer,
};
export const contract = {
  party: { kind: 'privateLandlord' as const, name: 'Familie <b>Vermieter</b>' },
  onSite: [
    {
      name: 'touristTax',
      amountCents: 3_500,
      unitAmountCents: 250,
      unit: 'personNight',
      refundable: false,
    },
    { name: 'deposit', amountCents: 30_000, unitAmountCents: null, unit: null, refundable: true },
  ],
  cancellation: { deadline: '2027-06-03', deadlineDays: 30 },
};
export const data = {
  guestConfirmation: {
    ...facts,
    bookingUrl: url,
    paymentUrl: null,
    cancellation: { deadline: '2027-06-03', deadlineDays: 30 },
    payment: byTransfer,
    contract,
  },
  landlordNotification: {
    ...facts,
    guestName: 'Anna Muster',
    paymentMethod: 'invoice',
    confirmationUrl: url,
    calendarUrl: 'https://feriora.example/landlord/calendar/100001/secret/occupancy.ics',
  },
  optionReminder: { ...facts, method: 'option' as const, bookingUrl: url },
  balanceReminder: {
    ...facts,
    amountCents: 60_160,
    dueDate: '2027-06-05',
    paymentUrl: null,
    bookingUrl: url,
    payment: { ...byTransfer, due: byTransfer.due.slice(1) },
  },
  paymentOverdue: {
    ...facts,
    kind: 'deposit' as const,
    amountCents: 20_053,
    dueDate: '2026-11-22',
    paymentUrl: null,
    bookingUrl: url,
    payment: byTransfer,
  },
  paymentReceipt: {
    ...facts,
    amountCents: 20_053,
    bookingUrl: url,
    remainder: { amountCents: 10_000, dueDate: '2026-12-05' },
  },
  refundSent: { ...facts, amountCents: 20_053, bookingUrl: url },
  enquiryLandlord: enquiry,
  enquiryCopy: enquiry,
  bookingConfirmed: {
    ...facts,
    bookingUrl: url,
    landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org', phone: null },
    paymentUrl: url,
    payment: { method: 'card', due: byTransfer.due.slice(1), transfer: null },
    contract,
  },
  bookingDeclined: { ...facts, bookingUrl: url, reason: 'Leider <b>belegt</b>.\nTut mir leid.' },
  landlordReminder: { ...facts, guestName: 'Anna Muster', confirmationUrl: url },
  landlordHandover: {
    ...facts,
    guestName: 'Anna Muster',
    paymentMethod: 'bankTransfer' as const,
    confirmationUrl: url,
    awaitsAnswer: false,
    calendarUrl: 'https://www.feriora.example/landlord/calendar/4711/x/occupancy.ics',
  },
  officeEscalation: {
    ...facts,
    guestName: 'Anna Muster',
    landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org', phone: '+49 30 1' },
    waitingSince: '2026-11-20T09:30:00.000Z',
  },
  guestCancellation: { ...facts, feeCents: 40_000, refundCents: 12_000, insuranceKeptCents: 2_713 },
  landlordCancellation: { ...facts, feeCents: 0, refundCents: 0, insuranceKeptCents: 0 },
  ratingHidden: {
    name: 'Anna Muster',
    objectTitle: 'Haus Sonnenschein',
    ratingNumber: 50_000_123,
    ratingDate: '2026-10-02',
    basis: 'report' as const,
    reason: 'Die Bewertung nennt den vollen Namen\nund die Telefonnummer des Gastgebers.',
    rulesUrl: 'https://www.feriora.example/haeufige-fragen/#information-ratings',
    contactUrl: 'https://www.feriora.example/hilfe-kontakt/gaeste/',
  },
  ratingReportDecided: {
    name: 'Rita Melder',
    objectTitle: 'Haus Sonnenschein',
    ratingNumber: 50_000_123,
    reportDate: '2026-11-20',
    decision: 'kept' as const,
    reason: 'Die Bewertung schildert eigene Erlebnisse\nund nennt niemanden beim Namen.',
    rulesUrl: 'https://www.feriora.example/haeufige-fragen/#information-ratings',
    contactUrl: 'https://www.feriora.example/hilfe-kontakt/gaeste/',
  },
  ratingReportsWaiting: {
    reports: 3,
    ratings: 2,
    oldest: '2026-11-17',
    waitingDays: 3,
    queueUrl: 'https://www.feriora.example/admin/ratings/?reports=open',
  },
  landlordCalendarRenewed: {
    objectTitle: 'Haus Sonnenschein',
    objectNumber: 4711,
    calendarUrl: 'https://www.feriora.example/landlord/calendar/4711/x/occupancy.ics',
  },
  voucherIssued: {
    ...facts,
    code: 'FER-ABCD-EFGH-JKLM',
    amountCents: 15_000,
    expiresOn: '2027-12-31',
    reason: 'cancellation',
    voucherUrl: 'https://www.feriora.example/ihr-reisegutschein/1/2/?access=x',
  },
  arrivalInfo: {
    ...facts,
    bookingUrl: url,
    landlord: { name: 'Familie Vermieter', email: 'vermieter@example.org', phone: '+49 30 1' },
    onSite: contract.onSite,
    paymentUrl: url,
    payment: { method: 'card', due: byTransfer.due.slice(1), transfer: null },
  },
  bookingClaimed: { ...facts, account: 'konto@example.org', bookingUrl: url },
  landlordOfficeDecision: {
    ...facts,
    decision: 'confirm',
    reason: null,
    guestName: 'Anna <b>Muster</b>',
    paymentMethod: 'invoice',
  },
  ratingInvitation: {
    name: 'Anna Muster',
    objectTitle: 'Haus Seeblick',
    startDate: '2027-07-03',
    endDate: '2027-07-10',
    ratingUrl: 'https://www.feriora.example/bewertung-abgeben/1/?access=x',
  },
  ratingAnswerRequest: {
    name: 'Familie Vermieter',
    objectTitle: 'Haus Seeblick',
    objectNumber: 4711,
    ratingNumber: 50_000_001,
    author: 'Anna M.',
    average: 4.2,
    title: 'Traumhafte <b>Tage</b>',
    answerUrl: 'https://www.feriora.example/bewertung-vermieterkommentar/50000001/?ratingHash=x',
  },
  ratingAnswerHandover: {
    name: 'Familie Neu',
    objectTitle: 'Haus Seeblick',
    objectNumber: 4711,
    ratings: [
      {
        ratingNumber: 50_000_002,
        author: 'Ben K.',
        average: 3.8,
        ratingDate: '2026-10-02',
        title: 'Schöne <b>Lage</b>',
        answerUrl:
          'https://www.feriora.example/bewertung-vermieterkommentar/50000002/?ratingHash=y',
      },
      {
        ratingNumber: 50_000_001,
        author: 'Anna M.',
        average: 4.2,
        ratingDate: '2026-09-14',
        title: null,
        answerUrl:
          'https://www.feriora.example/bewertung-vermieterkommentar/50000001/?ratingHash=x',
      },
    ],
    total: 3,
  },
};
