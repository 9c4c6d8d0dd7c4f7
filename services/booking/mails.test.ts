// Every booking mail renders in every language with its texts (no raw keys), the figures and dates
// as the guest reads them, and nothing of the guest's text turned into markup.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#core/languages';
import { brand, byTransfer, data } from '#tests/factories/booking-mails';
import { MAIL_TEMPLATES } from './mails';

describe('booking mails', () => {
  it('states the contract with the booking and its confirmation: party, no withdrawal, on-site costs, terms', async () => {
    const expected = {
      de: [
        'Vor Ort zu zahlen (nicht im Gesamtpreis enthalten):',
        'Kurtaxe (2,50 € pro Person und Nacht): 35 €',
        'Kaution: 300 € – wird erstattet',
        'Kein Widerrufsrecht: Für die Buchung einer Unterkunft zu festen Reisedaten besteht kein Widerrufsrecht (§ 312g Abs. 2 Nr. 9 BGB).',
        'Ihr Vertragspartner:',
        '* Privater Vermieter: Familie <b>Vermieter</b>',
        'Es gelten unsere Reisebedingungen: https://www.feriora.example/reisebedingungen/',
      ],
      en: ['No right of withdrawal: There is no right of withdrawal', 'Private host: Familie'],
      // French typography: a narrow space before every colon (read here as a blank).
      fr: ['Pas de droit de rétractation :', 'Propriétaire particulier', 'Caution : 300 €'],
      it: ['Nessun diritto di recesso', 'Proprietario privato'],
    };
    for (const language of LANGUAGES) {
      for (const kind of ['guestConfirmation', 'bookingConfirmed'] as const) {
        const text = await render(kind, data[kind], language);
        for (const line of expected[language]) expect(text, `${kind} ${language}`).toContain(line);
      }
    }
    // The confirmation names the cancellation terms as booked, too.
    expect(await render('bookingConfirmed', data.bookingConfirmed)).toContain(
      'Kostenlos stornierbar bis zum 03.06.2027',
    );
    // An option is no contract yet; mails queued before the contract part have none.
    const option = await render('guestConfirmation', {
      ...data.guestConfirmation,
      method: 'option',
    });
    const { contract: _contract, ...before } = data.bookingConfirmed;
    for (const text of [option, await render('bookingConfirmed', before)]) {
      expect(text).not.toContain('Widerrufsrecht');
      expect(text).not.toContain('Reisebedingungen');
    }
  });

  it('tells the guest before arrival whom to call, what is paid on site and what is still open', async () => {
    const text = await render('arrivalInfo', data.arrivalInfo);
    for (const line of [
      'in wenigen Tagen beginnt Ihr Urlaub in Haus <b>Seeblick</b>. Hier ist alles für Ihre Anreise am 03.07.2027:',
      'Bitte stimmen Sie Ihre Ankunftszeit und die Schlüsselübergabe direkt mit Ihrem Vermieter ab:',
      'Telefon: +49 30 1',
      'Kurtaxe (2,50 € pro Person und Nacht): 35 €',
      'Bitte begleichen Sie vor der Anreise, was noch offen ist:',
      'Restzahlung: 601,60 €, fällig am 05.06.2027',
    ])
      expect(text).toContain(line);
    // Paid in full, by card: said so, no payment part.
    const paid = await render('arrivalInfo', {
      ...data.arrivalInfo,
      payment: { method: 'card', due: [], transfer: null },
      paymentUrl: null,
    });
    expect(paid).toContain('Ihre Buchung ist vollständig bezahlt.');
    expect(paid).not.toContain('Restzahlung');
    // An invoice is settled with the agency: never "still open" here, whatever the rows say.
    const invoice = await render('arrivalInfo', {
      ...data.arrivalInfo,
      payment: { method: 'invoice', due: byTransfer.due, transfer: null },
    });
    expect(invoice).not.toContain('Bitte begleichen');
    expect(invoice).not.toContain('vollständig bezahlt');
    // No contact of the landlord known: the office connects.
    const none = await render('arrivalInfo', {
      ...data.arrivalInfo,
      landlord: { name: null, email: null, phone: null },
    });
    expect(none).toContain('wir verbinden Sie mit Ihrem Vermieter');
  });

  it('says when free cancellation has passed, and the general terms where the object has none', async () => {
    const render = MAIL_TEMPLATES.guestConfirmation as unknown as (
      l: 'de',
      d: Record<string, unknown>,
    ) => Promise<{ text: string }>;
    const passed = {
      ...data.guestConfirmation,
      brand,
      cancellation: { deadline: null, deadlineDays: 30 },
    };
    const text = (await render('de', passed)).text;
    expect(text).toContain(
      'Die Frist für eine kostenlose Stornierung war für diesen Reisetermin bereits verstrichen',
    );
    expect(text).not.toContain('Kostenlos stornierbar');
    const none = (await render('de', { ...passed, cancellation: null })).text;
    expect(none).toContain('Es gelten die Stornobedingungen der Reisebedingungen.');
    // With today's fee (decision 102): what cancelling now costs, as the summary said.
    const fee = (
      await render('de', { ...passed, cancellation: { ...passed.cancellation, feePercent: 80 } })
    ).text.replace(/\u00a0|\u202f/g, ' ');
    expect(fee).toContain(
      'Stornieren Sie jetzt, berechnen wir 80 % des Reisepreises ohne Versicherung',
    );
  });

  type Render = (
    l: Language,
    d: Record<string, unknown>,
  ) => Promise<{ subject: string; text: string }>;
  const render = (
    kind: keyof typeof MAIL_TEMPLATES,
    d: Record<string, unknown>,
    language: Language = 'de',
  ) =>
    (MAIL_TEMPLATES[kind] as unknown as Render)(language, { ...d, brand }).then((m) =>
      // Money and dates keep their non-breaking spaces; the checks read plain blanks.
      m.text.replace(/\u00a0|\u202f/g, ' '),
    );

  it('says what of a cancellation comes back as a voucher, and why a returned voucher comes', async () => {
    const cancelled = await render('guestCancellation', {
      ...data.guestCancellation,
      voucherRefundCents: 7_000,
    });
    expect(cancelled).toContain('Wir erstatten Ihnen 120 €');
    expect(cancelled).toContain('Davon erhalten Sie 70 € als neuen Reisegutschein');
    // Queued before the field existed: no voucher line.
    expect(await render('guestCancellation', data.guestCancellation)).not.toContain('Davon');
    const returned = await render('voucherIssued', { ...data.voucherIssued, reason: 'returned' });
    expect(returned).toContain(
      'einen Teil Ihrer Buchung 2026-100001 hatten Sie mit einem Reisegutschein bezahlt',
    );
    expect(returned).toContain('einen neuen Reisegutschein über 150 €');
  });

  it('tells the landlord who cancelled: the guest, or the office for the guest', async () => {
    const byGuest = await render('landlordCancellation', data.landlordCancellation);
    expect(byGuest).toContain('der Gast hat die Buchung 2026-100001');
    const byOffice = await render('landlordCancellation', {
      ...data.landlordCancellation,
      cancelledBy: 'office',
    });
    expect(byOffice).toContain('unser Serviceteam hat die Buchung 2026-100001');
    expect(byOffice).not.toContain('Gast hat');
  });

  it('tells the author of a hidden rating which one, why, and how to object', async () => {
    const text = await render('ratingHidden', data.ratingHidden);
    expect(text).toContain('Bewertung Nr. 50000123 vom');
    expect(text).toContain('Haus Sonnenschein');
    expect(text).toContain('Die Bewertung nennt den vollen Namen');
    expect(text).toContain('und die Telefonnummer des Gastgebers.');
    expect(text).toContain('Antworten Sie einfach auf diese E-Mail');
    expect(text).toContain('Anlass war eine Meldung');
    expect(text).toContain('/haeufige-fragen/#information-ratings');
    expect(text).toContain('/hilfe-kontakt/gaeste/');
    expect(text).toContain('außergerichtliche Streitbeilegungsstelle');
    const own = await render('ratingHidden', { ...data.ratingHidden, basis: 'own' });
    expect(own).toContain('Anlass war unsere eigene Prüfung');
  });

  it('tells the sender of a rating report the decision, why a kept rating stays, and how to object', async () => {
    const kept = await render('ratingReportDecided', data.ratingReportDecided);
    expect(kept).toContain(
      'Sie haben uns am 20.11.2026 die Bewertung Nr. 50000123 zu „Haus Sonnenschein“ gemeldet.',
    );
    expect(kept).toContain('Die Bewertung bleibt sichtbar');
    expect(kept).toContain('Die Bewertung schildert eigene Erlebnisse');
    expect(kept).toContain('und nennt niemanden beim Namen.');
    expect(kept).toContain('/haeufige-fragen/#information-ratings');
    expect(kept).toContain('Antworten Sie einfach auf diese E-Mail');
    expect(kept).toContain('/hilfe-kontakt/gaeste/');
    expect(kept).toContain('außergerichtliche Streitbeilegungsstelle');
    const hidden = await render('ratingReportDecided', {
      ...data.ratingReportDecided,
      decision: 'hidden',
      reason: null,
    });
    expect(hidden).toContain('nicht mehr zu sehen');
    expect(hidden).not.toContain('bleibt sichtbar');
    expect(hidden).not.toContain('Unsere Begründung');
  });

  it('reminds the office of reports waiting, how many, since when, with the queue', async () => {
    const many = await render('ratingReportsWaiting', data.ratingReportsWaiting);
    expect(many).toContain(
      '3 Meldungen sind seit mehr als 3 Tagen offen (betroffene Bewertungen: 2); die älteste ist am 17.11.2026 eingegangen.',
    );
    expect(many).toContain('Art. 16 DSA');
    expect(many).toContain('https://www.feriora.example/admin/ratings/?reports=open');
    const one = await render('ratingReportsWaiting', {
      ...data.ratingReportsWaiting,
      reports: 1,
      ratings: 1,
    });
    expect(one).toContain('eine Meldung einer Bewertung ist seit mehr als 3 Tagen offen');
    for (const language of LANGUAGES) {
      const mail = await MAIL_TEMPLATES.ratingReportsWaiting(language, {
        ...data.ratingReportsWaiting,
        brand,
      });
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/rating\.reportsWaiting/);
      expect(mail.text).toContain('17');
      if (language === 'de') {
        expect(mail.subject).toBe('3 Meldungen von Bewertungen warten auf Ihre Entscheidung');
      }
    }
    const single = await MAIL_TEMPLATES.ratingReportsWaiting('de', {
      ...data.ratingReportsWaiting,
      reports: 1,
      ratings: 1,
      brand,
    });
    expect(single.subject).toBe('Eine Meldung einer Bewertung wartet auf Ihre Entscheidung');
  });

  it('tells the landlord of a new calendar address, with the address and "not you? tell us"', async () => {
    const text = await render('landlordCalendarRenewed', data.landlordCalendarRenewed);
    expect(text).toContain('Objektnummer 4711');
    expect(text).toContain('/landlord/calendar/4711/x/occupancy.ics');
    expect(text).toContain('Haben Sie das nicht veranlasst?');
  });

  it('hands a booking over to an object’s new contact: what it waits for, the new link and feed', async () => {
    const confirmed = await render('landlordHandover', data.landlordHandover);
    expect(confirmed).toContain('für diese Unterkunft sind Sie bei uns jetzt als Ansprechpartner');
    expect(confirmed).toContain('Objektnummer');
    expect(confirmed).toContain('Gast: Anna Muster');
    expect(confirmed).toContain('Die Buchung ist bereits bestätigt.');
    expect(confirmed).toContain('Buchung ansehen');
    expect(confirmed).toContain('/landlord/calendar/4711/x/occupancy.ics');
    expect(confirmed).toContain('gelten nicht mehr');
    const waiting = await render('landlordHandover', {
      ...data.landlordHandover,
      awaitsAnswer: true,
    });
    expect(waiting).toContain('Die Buchung wartet noch auf Ihre Antwort.');
    expect(waiting).toContain('Buchung bestätigen');
    const option = await render('landlordHandover', {
      ...data.landlordHandover,
      method: 'option',
      optionExpiresAt: '2026-11-29T09:30:00.000Z',
      paymentMethod: null,
    });
    expect(option).toContain('Es ist eine kostenlose Option: Die Termine sind bis');
    for (const language of ['en', 'fr', 'it'] as const) {
      const text = await render('landlordHandover', data.landlordHandover, language);
      expect(text, language).not.toContain('Objektnummer');
      expect(text, language).toContain('/landlord/calendar/4711/x/occupancy.ics');
    }
  });

  it('says an answer link the office sends again is the one asked for, not a new rating', async () => {
    const again = { ...data.ratingAnswerRequest, resent: true };
    const text = await render('ratingAnswerRequest', again);
    expect(text).toContain('wie gewünscht senden wir Ihnen den Link zu dieser Bewertung');
    expect(text).not.toContain('ein Gast hat seinen Aufenthalt');
    expect(text).toContain('50000001/?ratingHash=x');
    const subject = await (MAIL_TEMPLATES.ratingAnswerRequest as unknown as Render)('en', {
      ...again,
      brand,
    }).then((m) => m.subject);
    expect(subject).toBe('Link to review no. 50000001 of Haus Seeblick');
  });

  it('hands the ratings without an answer to an object’s new contact, each with its new link', async () => {
    const text = await render('ratingAnswerHandover', data.ratingAnswerHandover);
    const subject = (d: Record<string, unknown>, language: Language = 'de') =>
      (MAIL_TEMPLATES.ratingAnswerHandover as unknown as Render)(language, { ...d, brand }).then(
        (m) => m.subject,
      );
    expect(await subject(data.ratingAnswerHandover)).toBe(
      '3 Bewertungen für Haus Seeblick warten auf Ihre Antwort',
    );
    expect(await subject({ ...data.ratingAnswerHandover, total: 1 }, 'it')).toBe(
      'Una recensione di Haus Seeblick attende la Sua risposta',
    );
    expect(text).toContain('Guten Tag Familie Neu');
    expect(text).toContain(
      'für Haus Seeblick (Objekt-Nr. 4711) sind Sie bei uns jetzt als Ansprechpartner eingetragen. 3 Bewertungen',
    );
    expect(text).toContain(
      'Nr. 50000002 vom 02.10.2026 · Ben K. · 3,8 von 5 – „Schöne <b>Lage</b>“',
    );
    expect(text).toContain('Nr. 50000001 vom 14.09.2026 · Anna M. · 4,2 von 5');
    expect(text).toContain('50000002/?ratingHash=y');
    expect(text).toContain('50000001/?ratingHash=x');
    // One of the three is not listed: counted, with where to get its link.
    expect(text).toContain('Dazu kommt eine ältere Bewertung ohne Antwort');
    expect(text).toContain('gelten nicht mehr');
    const all = await render('ratingAnswerHandover', {
      ...data.ratingAnswerHandover,
      ratings: data.ratingAnswerHandover.ratings.slice(0, 1),
      total: 1,
    });
    expect(all).toContain('Eine Bewertung dieser Unterkunft hat noch keine Antwort');
    expect(all).not.toContain('Dazu komm');
    const expected = {
      en: 'No. 50000002 of 02/10/2026 · Ben K. · 3.8 out of 5 – “Schöne <b>Lage</b>”',
      fr: 'N° 50000002 du 02/10/2026 · Ben K. · 3,8 sur 5 – « Schöne <b>Lage</b> »',
      it: 'N. 50000002 del 02/10/2026 · Ben K. · 3,8 su 5 – «Schöne <b>Lage</b>»',
    };
    for (const language of ['en', 'fr', 'it'] as const) {
      const other = await render('ratingAnswerHandover', data.ratingAnswerHandover, language);
      expect(other, language).toContain(expected[language]);
    }
  });

  it('names the rest of a transfer paid in part, and nothing more for a whole payment', async () => {
    const part = await render('paymentReceipt', data.paymentReceipt);
    expect(part).toContain('wir haben Ihre Zahlung von 200,53 € erhalten');
    expect(part).toContain('Es fehlen noch 100 €, fällig am 05.12.2026.');
    // Its due day passed: asked for in the next days, not by a day gone.
    const late = await render('paymentReceipt', {
      ...data.paymentReceipt,
      remainder: { ...data.paymentReceipt.remainder, overdue: true },
    });
    expect(late).toContain(
      'Es fehlen noch 100 €. Bitte überweisen Sie den Rest in den nächsten Tagen',
    );
    expect(late).not.toContain('fällig am');
    const whole = await render('paymentReceipt', { ...data.paymentReceipt, remainder: null });
    expect(whole).not.toContain('Es fehlen');
  });

  it('tells a guest paying by transfer what is due when, the account and the reference', async () => {
    const text = await render('guestConfirmation', data.guestConfirmation);
    expect(text).toContain('Zahlungsart: Überweisung');
    expect(text).toContain('Anzahlung: 200,53 €, fällig am 29.11.2026');
    expect(text).toContain('Restzahlung: 601,60 €, fällig am 05.06.2027');
    expect(text).toContain('Kontoinhaber: Feriora GmbH');
    expect(text).toContain('IBAN: DE02 1203 0000 0000 2020 51');
    expect(text).toContain('BIC: BYLADEM1001');
    expect(text).toContain('Bank: Testbank Berlin');
    expect(text).toContain('Verwendungszweck: 2026-100001');
    // The operator removed its account since: the office, never a transfer to nowhere.
    const none = await render('guestConfirmation', {
      ...data.guestConfirmation,
      payment: { ...byTransfer, transfer: null },
    });
    expect(none).not.toContain('IBAN');
    expect(none).toContain('erhalten Sie von unserem Serviceteam');
    // The balance reminder names the account again.
    const reminder = await render('balanceReminder', data.balanceReminder);
    expect(reminder).toContain('IBAN: DE02 1203 0000 0000 2020 51');
    expect(reminder).toContain('Verwendungszweck: 2026-100001');
    // So does the reminder of a transfer overdue; a card payment gets its button instead.
    const overdue = await render('paymentOverdue', data.paymentOverdue);
    expect(overdue).toContain('Anzahlung: 200,53 €, fällig am 22.11.2026');
    expect(overdue).toContain('IBAN: DE02 1203 0000 0000 2020 51');
    expect(overdue).toContain('Dann betrachten Sie diese Erinnerung bitte als gegenstandslos.');
    const byCard = await render('paymentOverdue', {
      ...data.paymentOverdue,
      paymentUrl: 'https://example.org/pay',
      payment: { ...byTransfer, method: 'card', transfer: null },
    });
    expect(byCard).toContain('Jetzt bezahlen');
    expect(byCard).not.toContain('IBAN');
    // The agency's invoice names its account: the reminder points to it and the booking's page.
    const byInvoice = await render('paymentOverdue', {
      ...data.paymentOverdue,
      payment: { ...byTransfer, method: 'invoice', transfer: null },
    });
    expect(byInvoice).toContain('auf das Konto, das auf der Rechnung steht');
    expect(byInvoice).toContain('Anzahlung: 200,53 €, fällig am 22.11.2026');
    expect(byInvoice).not.toContain('IBAN');
    expect(byInvoice).not.toContain('Jetzt bezahlen');
  });

  it('says who bills an invoice or the landlord’s own collection, to guest and landlord', async () => {
    const guest = await render('guestConfirmation', {
      ...data.guestConfirmation,
      payment: { method: 'landlord', due: byTransfer.due, transfer: null },
    });
    expect(guest).toContain('Zahlungsart: Zahlung direkt an den Vermieter');
    expect(guest).toContain('Er schickt Ihnen seine Rechnung mit seiner Bankverbindung.');
    expect(guest).not.toContain('IBAN');
    const landlord = await render('landlordNotification', data.landlordNotification);
    expect(landlord).toContain('Zahlungsart: Rechnung');
    expect(landlord).toContain('Bitte schicken Sie ihm Ihre Rechnung mit den Fälligkeiten');
    // The occupancy feed to subscribe to elsewhere (decision 095); mails queued before: none.
    expect(landlord).toContain(
      'unseren Belegungskalender (iCal), damit bei uns gebuchte Zeiten automatisch gesperrt werden: https://feriora.example/landlord/calendar/100001/secret/occupancy.ics',
    );
    const { calendarUrl: _calendar, ...queuedBefore } = data.landlordNotification;
    expect(await render('landlordNotification', queuedBefore)).not.toContain('Belegungskalender');
    const own = await render('landlordReminder', {
      ...data.landlordReminder,
      paymentMethod: 'landlord',
    });
    expect(own).toContain('Bitte schicken Sie ihm Ihre Rechnung mit Ihrer Bankverbindung.');
  });

  it('gives the landlord’s confirmation the payment part and the card button; old rows keep their list', async () => {
    const text = await render('bookingConfirmed', data.bookingConfirmed);
    expect(text).toContain('Zahlungsart: Kreditkarte');
    expect(text).toContain('Restzahlung: 601,60 €, fällig am 05.06.2027');
    expect(text).toContain('Jetzt bezahlen');
    const { payment: _payment, paymentUrl: _url, ...queuedBefore } = data.bookingConfirmed;
    const old = await render('bookingConfirmed', {
      ...queuedBefore,
      paymentsDue: [{ amountCents: 60_160, dueDate: '2027-06-05' }],
    });
    expect(old).toContain('Noch offene Zahlungen:');
    expect(old).toContain('601,60 €, fällig am 05.06.2027');
  });

  for (const language of LANGUAGES) {
    it.each(Object.keys(MAIL_TEMPLATES) as (keyof typeof MAIL_TEMPLATES)[])(
      `renders %s in ${language}`,
      async (kind) => {
        const template = MAIL_TEMPLATES[kind] as unknown as (
          l: typeof language,
          d: Record<string, unknown>,
        ) => Promise<{ subject: string; html: string; text: string }>;
        const mail = await template(language, { ...data[kind], brand });
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/booking\.[a-z]+\.[a-zA-Z]+/);
        // The pages' texts a mail borrows (pricing:, booking:) are found too.
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/(pricing|booking):[a-z]/);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain('<b>Seeblick');
        if (kind === 'guestConfirmation') {
          expect(mail.text).toContain(
            language === 'de' ? '802,13' : language === 'en' ? '802.13' : '802,13',
          );
          // Dates as the pages write them in the guest's language (they were German in all).
          expect(mail.text).toContain(language === 'de' ? '03.07.2027' : '03/07/2027');
          // The free cancellation's last day, as the summary step said it.
          expect(mail.text).toContain(
            {
              de: 'Kostenlos stornierbar bis zum 03.06.2027 (30 Tage vor Anreise).',
              en: 'Free cancellation until 03/06/2027 (30 days before arrival).',
              fr: 'Annulation gratuite jusqu’au 03/06/2027 (30 jours avant l’arrivée).',
              it: 'Cancellazione gratuita fino al 03/06/2027 (30 giorni prima dell’arrivo).',
            }[language],
          );
          // The pets' size, where the object asked for it, in the guest's language.
          expect(mail.text).toContain(
            { de: 'mittel (bis 25 kg)', en: 'medium (up to 25 kg)', fr: 'moyen', it: 'media' }[
              language
            ],
          );
        }
      },
    );
  }
});
