import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STATEMENT_MAX_ENTRIES, parseCamtStatement, type StatementParse } from './camt';

/** The parse of a file that must be a statement. */
function statement(xml: string): Extract<StatementParse, { ok: true }> {
  const result = parseCamtStatement(xml);
  if (!result.ok) throw new Error(`expected a statement, got ${result.reason}`);
  return result;
}

function sha256(line: string): string {
  return `sha256:${createHash('sha256').update(line, 'utf8').digest('hex')}`;
}

// A day's statement as a Sparkasse exports it (camt.053.001.02, default namespace): two transfers
// in, a direct debit out, and a returned transfer.
const SPARKASSE_053_02 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02 camt.053.001.02.xsd">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>053D2026030207145120000001</MsgId>
      <CreDtTm>2026-03-02T07:14:51.0+01:00</CreDtTm>
      <MsgPgntn>
        <PgNb>1</PgNb>
        <LastPgInd>true</LastPgInd>
      </MsgPgntn>
    </GrpHdr>
    <Stmt>
      <Id>0352026030200000000000001</Id>
      <ElctrncSeqNb>43</ElctrncSeqNb>
      <CreDtTm>2026-03-02T07:14:51.0+01:00</CreDtTm>
      <Acct>
        <Id>
          <IBAN>DE02 1203 0000 0000 2020 51</IBAN>
        </Id>
        <Ccy>EUR</Ccy>
        <Ownr>
          <Nm>Feriora GmbH</Nm>
        </Ownr>
        <Svcr>
          <FinInstnId>
            <BIC>BYLADEM1001</BIC>
          </FinInstnId>
        </Svcr>
      </Acct>
      <Bal>
        <Tp>
          <CdOrPrtry>
            <Cd>PRCD</Cd>
          </CdOrPrtry>
        </Tp>
        <Amt Ccy="EUR">10512.40</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt>
          <Dt>2026-02-27</Dt>
        </Dt>
      </Bal>
      <Ntry>
        <Amt Ccy="EUR">715.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt>
          <Dt>2026-03-02</Dt>
        </BookgDt>
        <ValDt>
          <Dt>2026-03-02</Dt>
        </ValDt>
        <AcctSvcrRef>2026030200471128</AcctSvcrRef>
        <BkTxCd>
          <Domn>
            <Cd>PMNT</Cd>
            <Fmly>
              <Cd>RCDT</Cd>
              <SubFmlyCd>ESCT</SubFmlyCd>
            </Fmly>
          </Domn>
          <Prtry>
            <Cd>NTRF+166+9310</Cd>
            <Issr>DK</Issr>
          </Prtry>
        </BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs>
              <EndToEndId>NOTPROVIDED</EndToEndId>
            </Refs>
            <AmtDtls>
              <TxAmt>
                <Amt Ccy="EUR">715.00</Amt>
              </TxAmt>
            </AmtDtls>
            <RltdPties>
              <Dbtr>
                <Nm>Mueller, Hans</Nm>
              </Dbtr>
              <DbtrAcct>
                <Id>
                  <IBAN>DE89370400440532013000</IBAN>
                </Id>
              </DbtrAcct>
              <Cdtr>
                <Nm>Feriora GmbH</Nm>
              </Cdtr>
            </RltdPties>
            <RltdAgts>
              <DbtrAgt>
                <FinInstnId>
                  <BIC>COBADEFFXXX</BIC>
                </FinInstnId>
              </DbtrAgt>
            </RltdAgts>
            <RmtInf>
              <Ustrd>Buchung 2026-100001 Mueller</Ustrd>
            </RmtInf>
          </TxDtls>
        </NtryDtls>
        <AddtlNtryInf>GUTSCHR. UEBERWEISUNG</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">89.90</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt>
          <Dt>2026-03-02</Dt>
        </BookgDt>
        <ValDt>
          <Dt>2026-03-02</Dt>
        </ValDt>
        <AcctSvcrRef>2026030200471129</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs>
              <EndToEndId>RE-2026-0211</EndToEndId>
              <MndtId>M-4711</MndtId>
            </Refs>
            <RltdPties>
              <Cdtr>
                <Nm>Stadtwerke Musterstadt</Nm>
              </Cdtr>
            </RltdPties>
            <RmtInf>
              <Ustrd>Abschlag Maerz 2026</Ustrd>
            </RmtInf>
          </TxDtls>
        </NtryDtls>
        <AddtlNtryInf>FOLGELASTSCHRIFT</AddtlNtryInf>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">1240.50</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt>
          <Dt>2026-03-02</Dt>
        </BookgDt>
        <ValDt>
          <Dt>2026-03-03</Dt>
        </ValDt>
        <AcctSvcrRef>2026030200471130</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs>
              <EndToEndId>E2E 77812</EndToEndId>
            </Refs>
            <RltdPties>
              <Dbtr>
                <Nm>  Schmidt  Anna </Nm>
              </Dbtr>
              <DbtrAcct>
                <Id>
                  <IBAN>at61 1904 3002 3457 3201</IBAN>
                </Id>
              </DbtrAcct>
            </RltdPties>
            <RmtInf>
              <Ustrd>Ferienhaus Ostsee Anzahlung</Ustrd>
              <Ustrd>  Buchung
 2026-100002  </Ustrd>
            </RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">715.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <RvslInd>true</RvslInd>
        <Sts>BOOK</Sts>
        <BookgDt>
          <Dt>2026-03-02</Dt>
        </BookgDt>
        <ValDt>
          <Dt>2026-03-02</Dt>
        </ValDt>
        <AcctSvcrRef>2026030200471131</AcctSvcrRef>
        <AddtlNtryInf>RUECKUEBERWEISUNG</AddtlNtryInf>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;

// camt.053.001.08 with a namespace prefix, the status as Sts/Cd and parties as Dbtr/Pty.
const PREFIXED_053_08 = `<?xml version="1.0" encoding="UTF-8"?>
<ns:Document xmlns:ns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <ns:BkToCstmrStmt>
    <ns:GrpHdr>
      <ns:MsgId>STMT-2026-03-05-001</ns:MsgId>
      <ns:CreDtTm>2026-03-05T06:00:00+01:00</ns:CreDtTm>
    </ns:GrpHdr>
    <ns:Stmt>
      <ns:Id>2026-03-05-DE021203</ns:Id>
      <ns:Acct>
        <ns:Id>
          <ns:IBAN>DE02120300000000202051</ns:IBAN>
        </ns:Id>
      </ns:Acct>
      <ns:Ntry>
        <ns:NtryRef>1</ns:NtryRef>
        <ns:Amt Ccy="EUR">450.00</ns:Amt>
        <ns:CdtDbtInd>CRDT</ns:CdtDbtInd>
        <ns:Sts>
          <ns:Cd>BOOK</ns:Cd>
        </ns:Sts>
        <ns:BookgDt>
          <ns:DtTm>2026-03-05T09:12:44.123+01:00</ns:DtTm>
        </ns:BookgDt>
        <ns:ValDt>
          <ns:Dt>2026-03-05</ns:Dt>
        </ns:ValDt>
        <ns:AcctSvcrRef>K7Q2-20260305-0001</ns:AcctSvcrRef>
        <ns:NtryDtls>
          <ns:TxDtls>
            <ns:Refs>
              <ns:AcctSvcrRef>K7Q2-20260305-0001-TX</ns:AcctSvcrRef>
              <ns:EndToEndId>NOTPROVIDED</ns:EndToEndId>
            </ns:Refs>
            <ns:Amt Ccy="EUR">450.00</ns:Amt>
            <ns:CdtDbtInd>CRDT</ns:CdtDbtInd>
            <ns:RltdPties>
              <ns:Dbtr>
                <ns:Pty>
                  <ns:Nm>Jansen &amp; S&#246;hne B.V.</ns:Nm>
                </ns:Pty>
              </ns:Dbtr>
              <ns:DbtrAcct>
                <ns:Id>
                  <ns:IBAN>NL91ABNA0417164300</ns:IBAN>
                </ns:Id>
              </ns:DbtrAcct>
            </ns:RltdPties>
            <ns:RmtInf>
              <ns:Strd>
                <ns:CdtrRefInf>
                  <ns:Tp>
                    <ns:CdOrPrtry>
                      <ns:Cd>SCOR</ns:Cd>
                    </ns:CdOrPrtry>
                  </ns:Tp>
                  <ns:Ref>RF18539007547034</ns:Ref>
                </ns:CdtrRefInf>
              </ns:Strd>
            </ns:RmtInf>
          </ns:TxDtls>
        </ns:NtryDtls>
      </ns:Ntry>
      <ns:Ntry>
        <ns:Amt Ccy="EUR">300.00</ns:Amt>
        <ns:CdtDbtInd>CRDT</ns:CdtDbtInd>
        <ns:Sts>
          <ns:Cd>PDNG</ns:Cd>
        </ns:Sts>
        <ns:ValDt>
          <ns:Dt>2026-03-06</ns:Dt>
        </ns:ValDt>
      </ns:Ntry>
      <ns:Ntry>
        <ns:Amt Ccy="CHF">120</ns:Amt>
        <ns:CdtDbtInd>CRDT</ns:CdtDbtInd>
        <ns:Sts>
          <ns:Cd>BOOK</ns:Cd>
        </ns:Sts>
        <ns:BookgDt>
          <ns:Dt>2026-03-05</ns:Dt>
        </ns:BookgDt>
        <ns:ValDt>
          <ns:DtTm>2026-03-06T00:00:00</ns:DtTm>
        </ns:ValDt>
        <ns:AcctSvcrRef>K7Q2-20260305-0002</ns:AcctSvcrRef>
        <ns:NtryDtls>
          <ns:TxDtls>
            <ns:Refs>
              <ns:EndToEndId>FER-2026-100003</ns:EndToEndId>
            </ns:Refs>
            <ns:RltdPties>
              <ns:UltmtDbtr>
                <ns:Pty>
                  <ns:Nm>Familie Keller</ns:Nm>
                </ns:Pty>
              </ns:UltmtDbtr>
              <ns:DbtrAcct>
                <ns:Id>
                  <ns:IBAN>CH9300762011623852957</ns:IBAN>
                </ns:Id>
              </ns:DbtrAcct>
            </ns:RltdPties>
          </ns:TxDtls>
        </ns:NtryDtls>
      </ns:Ntry>
    </ns:Stmt>
  </ns:BkToCstmrStmt>
</ns:Document>
`;

// A collective credit (Sammelgutschrift): one entry, three transfers, each with its own amount.
const BATCH_053 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>053D2026031007000000000002</MsgId><CreDtTm>2026-03-10T07:00:00+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>0352026031000000000000002</Id>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">1500.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-10</Dt></BookgDt>
        <ValDt><Dt>2026-03-10</Dt></ValDt>
        <AcctSvcrRef>2026031000990001</AcctSvcrRef>
        <NtryDtls>
          <Btch><NbOfTxs>3</NbOfTxs></Btch>
          <TxDtls>
            <Refs><AcctSvcrRef>2026031000990001-A</AcctSvcrRef></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">700.00</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>Becker, Jonas</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>DE75512108001245126199</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>Buchung 2026-100010</Ustrd></RmtInf>
          </TxDtls>
          <TxDtls>
            <AmtDtls><TxAmt><Amt Ccy="EUR">500.00</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>Wagner, Lea</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>DE12500105170648489890</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>Buchung 2026-100011</Ustrd></RmtInf>
          </TxDtls>
          <TxDtls>
            <AmtDtls><TxAmt><Amt Ccy="EUR">300.00</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>Hoffmann, Paul</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>DE44500105175407324931</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>Buchung 2026-100012</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;

// A credit advice (camt.054.001.02) sent during the day, before the statement.
const NOTIFICATION_054 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>054N2026031114300000000001</MsgId><CreDtTm>2026-03-11T14:30:00+01:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>054N20260311143000</Id>
      <CreDtTm>2026-03-11T14:30:00+01:00</CreDtTm>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">980.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-11</Dt></BookgDt>
        <ValDt><Dt>2026-03-11</Dt></ValDt>
        <AcctSvcrRef>2026031114300001</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">980.00</Amt></TxAmt></AmtDtls>
            <RltdPties>
              <Dbtr><Nm>Fischer, Jana</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>DE27100777770209299700</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>2026-100020 Restzahlung</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;

// An intraday report (camt.052.001.02): one booked credit, one still pending.
const REPORT_052 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.052.001.02">
  <BkToCstmrAcctRpt>
    <GrpHdr><MsgId>052D2026031212000000000001</MsgId><CreDtTm>2026-03-12T12:00:00+01:00</CreDtTm></GrpHdr>
    <Rpt>
      <Id>052D20260312120000</Id>
      <CreDtTm>2026-03-12T12:00:00+01:00</CreDtTm>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">64.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-12</Dt></BookgDt>
        <ValDt><Dt>2026-03-12</Dt></ValDt>
        <AcctSvcrRef>2026031212000007</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <RltdPties><Dbtr><Nm>Koch, Emil</Nm></Dbtr></RltdPties>
            <RmtInf><Ustrd>Endreinigung 2026-100021</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">210.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <ValDt><Dt>2026-03-13</Dt></ValDt>
      </Ntry>
    </Rpt>
  </BkToCstmrAcctRpt>
</Document>
`;

/** A statement of one booked credit, the entry's parts given. */
function oneCredit(parts: {
  amount?: string;
  currency?: string;
  dates?: string;
  ref?: string;
  details?: string;
}): string {
  const amount = parts.amount ?? '715.00';
  const currency = parts.currency ?? ' Ccy="EUR"';
  const dates =
    parts.dates ?? '<BookgDt><Dt>2026-03-02</Dt></BookgDt><ValDt><Dt>2026-03-02</Dt></ValDt>';
  const ref = parts.ref ?? '<AcctSvcrRef>2026030200000001</AcctSvcrRef>';
  const details =
    parts.details ??
    `<NtryDtls><TxDtls>
      <RltdPties>
        <Dbtr><Nm>Mueller, Hans</Nm></Dbtr>
        <DbtrAcct><Id><IBAN>DE89370400440532013000</IBAN></Id></DbtrAcct>
      </RltdPties>
      <RmtInf><Ustrd>Buchung 2026-100001 Mueller</Ustrd></RmtInf>
    </TxDtls></NtryDtls>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>053D2026030207145120000001</MsgId><CreDtTm>2026-03-02T07:14:51+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>0352026030200000000000001</Id>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      <Ntry>
        <Amt${currency}>${amount}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        ${dates}
        ${ref}
        ${details}
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

describe('parseCamtStatement: camt.053.001.02', () => {
  it('reads the credits of a Sparkasse statement and skips the debit and the reversal', () => {
    expect(parseCamtStatement(SPARKASSE_053_02)).toEqual({
      ok: true,
      accounts: ['DE02120300000000202051'],
      entries: [
        {
          ref: '2026030200471128',
          bookedOn: '2026-03-02',
          valueOn: '2026-03-02',
          amountCents: 71500,
          currency: 'EUR',
          payer: 'Mueller, Hans',
          payerIban: 'DE89370400440532013000',
          remittance: 'Buchung 2026-100001 Mueller',
        },
        {
          ref: '2026030200471130',
          bookedOn: '2026-03-02',
          valueOn: '2026-03-03',
          amountCents: 124050,
          currency: 'EUR',
          payer: 'Schmidt Anna',
          payerIban: 'AT611904300234573201',
          remittance: 'Ferienhaus Ostsee Anzahlung Buchung 2026-100002',
        },
      ],
      skipped: 2,
      unreadable: 0,
    });
  });

  it('reads the file with a byte order mark and blank lines before the declaration', () => {
    const result = statement(`\uFEFF\n\n${SPARKASSE_053_02}`);
    expect(result.entries.map((e) => e.ref)).toEqual(['2026030200471128', '2026030200471130']);
  });

  it('keeps references, amounts and IBANs as the strings they are', () => {
    const result = statement(
      oneCredit({
        ref: '<AcctSvcrRef>000123456789012345678901</AcctSvcrRef>',
        details: '<NtryDtls><TxDtls><RmtInf><Ustrd>1e5</Ustrd></RmtInf></TxDtls></NtryDtls>',
      }),
    );
    expect(result.entries[0]).toMatchObject({
      ref: '000123456789012345678901',
      remittance: '1e5',
      payer: null,
      payerIban: null,
    });
  });
});

describe('parseCamtStatement: camt.053.001.08 with namespace prefixes', () => {
  it('reads Sts/Cd, Dbtr/Pty/Nm, the own reference and the creditor reference', () => {
    const result = statement(PREFIXED_053_08);
    expect(result.accounts).toEqual(['DE02120300000000202051']);
    expect(result.entries[0]).toEqual({
      ref: 'K7Q2-20260305-0001-TX',
      bookedOn: '2026-03-05',
      valueOn: '2026-03-05',
      amountCents: 45000,
      currency: 'EUR',
      payer: 'Jansen & Söhne B.V.',
      payerIban: 'NL91ABNA0417164300',
      remittance: 'RF18539007547034',
    });
    // The pending entry is not money in yet.
    expect(result.skipped).toBe(1);
    expect(result.unreadable).toBe(0);
  });

  it('takes a value date given only as DtTm, the ultimate debtor and the EndToEndId', () => {
    const result = statement(PREFIXED_053_08);
    expect(result.entries[1]).toEqual({
      ref: 'K7Q2-20260305-0002',
      bookedOn: '2026-03-05',
      valueOn: '2026-03-06',
      amountCents: 12000,
      currency: 'CHF',
      payer: 'Familie Keller',
      payerIban: 'CH9300762011623852957',
      remittance: 'FER-2026-100003',
    });
    expect(result.entries).toHaveLength(2);
  });
});

describe('parseCamtStatement: batches', () => {
  it('gives one entry per transaction of a collective credit, with its own amount and ref', () => {
    const result = statement(BATCH_053);
    expect(result.entries).toEqual([
      {
        ref: '2026031000990001-A',
        bookedOn: '2026-03-10',
        valueOn: '2026-03-10',
        amountCents: 70000,
        currency: 'EUR',
        payer: 'Becker, Jonas',
        payerIban: 'DE75512108001245126199',
        remittance: 'Buchung 2026-100010',
      },
      {
        ref: '2026031000990001/2',
        bookedOn: '2026-03-10',
        valueOn: '2026-03-10',
        amountCents: 50000,
        currency: 'EUR',
        payer: 'Wagner, Lea',
        payerIban: 'DE12500105170648489890',
        remittance: 'Buchung 2026-100011',
      },
      {
        ref: '2026031000990001/3',
        bookedOn: '2026-03-10',
        valueOn: '2026-03-10',
        amountCents: 30000,
        currency: 'EUR',
        payer: 'Hoffmann, Paul',
        payerIban: 'DE44500105175407324931',
        remittance: 'Buchung 2026-100012',
      },
    ]);
    expect(result.skipped).toBe(0);
    expect(result.unreadable).toBe(0);
  });

  it('lets a transaction say it is a debit, and does not give it the batch total', () => {
    const result = statement(
      oneCredit({
        amount: '200.00',
        details: `<NtryDtls><TxDtls>
          <Amt Ccy="EUR">250.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
          <RmtInf><Ustrd>Buchung 2026-100030</Ustrd></RmtInf>
        </TxDtls><TxDtls>
          <Amt Ccy="EUR">50.00</Amt><CdtDbtInd>DBIT</CdtDbtInd>
          <RmtInf><Ustrd>Entgelt</Ustrd></RmtInf>
        </TxDtls><TxDtls>
          <RmtInf><Ustrd>Buchung 2026-100031</Ustrd></RmtInf>
        </TxDtls></NtryDtls>`,
      }),
    );
    expect(result.entries.map((e) => [e.ref, e.amountCents])).toEqual([
      ['2026030200000001/1', 25000],
    ]);
    expect(result.skipped).toBe(1);
    expect(result.unreadable).toBe(1);
  });

  it("takes the entry's amount for its only transaction", () => {
    const result = statement(oneCredit({ amount: '99.95' }));
    expect(result.entries[0]).toMatchObject({ ref: '2026030200000001', amountCents: 9995 });
  });

  it('reads an entry without details from its own fields', () => {
    const result = statement(oneCredit({ details: '' }));
    expect(result.entries).toEqual([
      {
        ref: '2026030200000001',
        bookedOn: '2026-03-02',
        valueOn: '2026-03-02',
        amountCents: 71500,
        currency: 'EUR',
        payer: null,
        payerIban: null,
        remittance: '',
      },
    ]);
  });
});

describe('parseCamtStatement: camt.054 and camt.052', () => {
  it('reads a credit notification', () => {
    expect(parseCamtStatement(NOTIFICATION_054)).toEqual({
      ok: true,
      accounts: ['DE02120300000000202051'],
      entries: [
        {
          ref: '2026031114300001',
          bookedOn: '2026-03-11',
          valueOn: '2026-03-11',
          amountCents: 98000,
          currency: 'EUR',
          payer: 'Fischer, Jana',
          payerIban: 'DE27100777770209299700',
          remittance: '2026-100020 Restzahlung',
        },
      ],
      skipped: 0,
      unreadable: 0,
    });
  });

  it('reads an account report, skipping what is not booked yet', () => {
    expect(parseCamtStatement(REPORT_052)).toEqual({
      ok: true,
      accounts: ['DE02120300000000202051'],
      entries: [
        {
          ref: '2026031212000007',
          bookedOn: '2026-03-12',
          valueOn: '2026-03-12',
          amountCents: 6400,
          currency: 'EUR',
          payer: 'Koch, Emil',
          payerIban: null,
          remittance: 'Endreinigung 2026-100021',
        },
      ],
      skipped: 1,
      unreadable: 0,
    });
  });

  it('reads several statements of one file in their order', () => {
    const twoDays = BATCH_053.replace(
      '</Stmt>',
      `</Stmt>
    <Stmt>
      <Id>0352026031100000000000003</Id>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">42.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-11</Dt></BookgDt>
        <AcctSvcrRef>2026031100990002</AcctSvcrRef>
      </Ntry>
    </Stmt>`,
    );
    expect(statement(twoDays).accounts).toHaveLength(2);
    expect(statement(twoDays).entries.map((e) => e.ref)).toEqual([
      '2026031000990001-A',
      '2026031000990001/2',
      '2026031000990001/3',
      '2026031100990002',
    ]);
  });
});

describe('parseCamtStatement: amounts', () => {
  it.each([
    ['715', 71500],
    ['715.5', 71550],
    ['715.00', 71500],
    ['0.01', 1],
    ['0.29', 29],
    ['1.230', 123],
    ['21474836.47', 2147483647],
  ])('reads %s as %i cents', (amount, cents) => {
    const result = statement(oneCredit({ amount }));
    expect(result.entries.map((e) => e.amountCents)).toEqual([cents]);
    expect(result.unreadable).toBe(0);
  });

  it.each(['1.234', '-5', '99999999999', '21474836.48', '0', '0.00', '', 'abc', '1e3', '7,50'])(
    'counts %j as unreadable',
    (amount) => {
      const result = statement(oneCredit({ amount }));
      expect(result.entries).toEqual([]);
      expect(result.unreadable).toBe(1);
    },
  );

  it('needs a currency, and writes it in capitals', () => {
    expect(statement(oneCredit({ currency: '' })).unreadable).toBe(1);
    expect(statement(oneCredit({ currency: ' Ccy="EURO"' })).unreadable).toBe(1);
    expect(statement(oneCredit({ currency: ' Ccy="eur"' })).entries[0]?.currency).toBe('EUR');
  });
});

describe('parseCamtStatement: dates', () => {
  it('takes the booking date when there is no value date', () => {
    const result = statement(oneCredit({ dates: '<BookgDt><Dt>2026-03-04</Dt></BookgDt>' }));
    expect(result.entries[0]).toMatchObject({ bookedOn: '2026-03-04', valueOn: '2026-03-04' });
  });

  it('takes the day of a DtTm, as the bank wrote it', () => {
    const result = statement(
      oneCredit({
        dates:
          '<BookgDt><DtTm>2026-03-04T23:59:00+01:00</DtTm></BookgDt><ValDt><DtTm>2026-03-05T00:00:00Z</DtTm></ValDt>',
      }),
    );
    expect(result.entries[0]).toMatchObject({ bookedOn: '2026-03-04', valueOn: '2026-03-05' });
  });

  it('counts a credit without a readable date as unreadable', () => {
    expect(statement(oneCredit({ dates: '' })).unreadable).toBe(1);
    expect(
      statement(oneCredit({ dates: '<BookgDt><Dt>2026-02-30</Dt></BookgDt>' })).unreadable,
    ).toBe(1);
    // Year 0000 is no date to PostgreSQL: unreadable here, never an error when stored.
    expect(
      statement(oneCredit({ dates: '<BookgDt><Dt>0000-01-01</Dt></BookgDt>' })).unreadable,
    ).toBe(1);
    const valueOnly = statement(oneCredit({ dates: '<ValDt><Dt>2024-02-29</Dt></ValDt>' }));
    expect(valueOnly.entries[0]).toMatchObject({ bookedOn: null, valueOn: '2024-02-29' });
  });
});

describe('parseCamtStatement: refs without the bank', () => {
  it('digests the line when no AcctSvcrRef is given, the same in every file', () => {
    const inStatement = statement(oneCredit({ ref: '' }));
    const inReport = statement(
      REPORT_052.replace('<AcctSvcrRef>2026031212000007</AcctSvcrRef>', ''),
    );
    const ref = inStatement.entries[0]?.ref;
    expect(ref).toBe(
      sha256('2026-03-02|71500|EUR|DE89370400440532013000|Buchung 2026-100001 Mueller'),
    );
    // The same transfer in another file (another format, other lines around it).
    const again = statement(
      SPARKASSE_053_02.replace('<AcctSvcrRef>2026030200471128</AcctSvcrRef>', ''),
    );
    expect(again.entries[0]?.ref).toBe(ref);
    expect(inReport.entries[0]?.ref).toBe(sha256('2026-03-12|6400|EUR||Endreinigung 2026-100021'));
    expect(statement(oneCredit({ ref: '', amount: '715.01' })).entries[0]?.ref).not.toBe(ref);
  });

  it('does not take NONREF for a reference', () => {
    const result = statement(oneCredit({ ref: '<AcctSvcrRef>NONREF</AcctSvcrRef>' }));
    expect(result.entries[0]?.ref).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('clips long texts', () => {
    const result = statement(
      oneCredit({
        ref: `<AcctSvcrRef>${'R'.repeat(200)}</AcctSvcrRef>`,
        details: `<NtryDtls><TxDtls>
          <RltdPties><Dbtr><Nm>${'N'.repeat(200)}</Nm></Dbtr></RltdPties>
          <RmtInf>${'<Ustrd>Buchung 2026-100001</Ustrd>'.repeat(40)}</RmtInf>
        </TxDtls></NtryDtls>`,
      }),
    );
    expect(result.entries[0]?.ref).toHaveLength(140);
    expect(result.entries[0]?.payer).toHaveLength(140);
    expect(result.entries[0]?.remittance).toHaveLength(420);
  });
});

describe('parseCamtStatement: refusals', () => {
  it.each([
    `<?xml version="1.0"?>
<!DOCTYPE Document [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>
<Document><BkToCstmrStmt><Stmt><Ntry><AddtlNtryInf>&lol2;</AddtlNtryInf></Ntry></Stmt></BkToCstmrStmt></Document>`,
    '<!doctype Document SYSTEM "file:///etc/passwd"><Document/>',
    '<Document><!ENTITY x "y"></Document>',
  ])('refuses a DTD: %j', (xml) => {
    expect(parseCamtStatement(xml)).toEqual({ ok: false, reason: 'doctype' });
  });

  it.each(['not xml <', '', 'hello', '<Document>', '<a></b>', '%PDF-1.7'])(
    'refuses %j as not XML',
    (xml) => {
      expect(parseCamtStatement(xml)).toEqual({ ok: false, reason: 'notXml' });
    },
  );

  it.each([
    '<a/>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"><CstmrCdtTrfInitn/></Document>',
    '<Statement><BkToCstmrStmt><Stmt/></BkToCstmrStmt></Statement>',
  ])('refuses %j as not CAMT', (xml) => {
    expect(parseCamtStatement(xml)).toEqual({ ok: false, reason: 'notCamt' });
  });

  it('refuses more entries than one file may hold', () => {
    const entry = `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-02</Dt></BookgDt></Ntry>`;
    const file = (count: number) =>
      `<Document><BkToCstmrStmt><Stmt>${entry.repeat(count)}</Stmt></BkToCstmrStmt></Document>`;
    expect(parseCamtStatement(file(STATEMENT_MAX_ENTRIES + 1))).toEqual({
      ok: false,
      reason: 'tooManyEntries',
    });
    expect(statement(file(STATEMENT_MAX_ENTRIES)).entries).toHaveLength(STATEMENT_MAX_ENTRIES);
  });

  it('counts the transactions of batches towards the limit', () => {
    const transactions = '<TxDtls><Amt Ccy="EUR">1.00</Amt></TxDtls>'.repeat(
      STATEMENT_MAX_ENTRIES / 2 + 1,
    );
    const batch = `<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><NtryDtls>${transactions}</NtryDtls></Ntry>`;
    const xml = `<Document><BkToCstmrStmt><Stmt>${batch}${batch}</Stmt></BkToCstmrStmt></Document>`;
    expect(parseCamtStatement(xml)).toEqual({ ok: false, reason: 'tooManyEntries' });
  });
});

describe('parseCamtStatement: hostile input', () => {
  it('never throws on a statement cut anywhere', () => {
    for (const xml of [SPARKASSE_053_02, PREFIXED_053_08]) {
      for (let at = 0; at < xml.length; at += 37) {
        const result = parseCamtStatement(xml.slice(0, at));
        expect(typeof result.ok).toBe('boolean');
      }
    }
  });

  it('never throws on random strings', () => {
    // A fixed seed: a failure must be reproducible.
    let seed = 20260302;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pieces = [
      '<',
      '>',
      '/',
      '&',
      ';',
      '"',
      '=',
      ' ',
      'Ntry',
      'Amt',
      'Ccy',
      'Document',
      'BkToCstmrStmt',
      'Stmt',
      'TxDtls',
      '&#x0;',
      '&#99999999;',
      '<![CDATA[',
      ']]>',
      '<!--',
      '-->',
      '<?xml ?>',
      '__proto__',
      'constructor',
      'ns:',
      '\uFEFF',
      '\uD800',
      '715.00',
    ];
    for (let i = 0; i < 300; i += 1) {
      let xml = '';
      const length = Math.floor(random() * 40);
      for (let j = 0; j < length; j += 1) {
        xml += pieces[Math.floor(random() * pieces.length)] ?? '';
      }
      expect(() => parseCamtStatement(xml)).not.toThrow();
    }
  });

  it('refuses elements named like object properties, or nested too deep, without throwing', () => {
    // The parser's own guard against prototype pollution refuses these names.
    expect(
      parseCamtStatement(
        '<Document><BkToCstmrStmt><Stmt><Ntry><constructor>1</constructor></Ntry></Stmt></BkToCstmrStmt></Document>',
      ),
    ).toEqual({ ok: false, reason: 'notXml' });
    expect(
      parseCamtStatement(`<Document>${'<Stmt>'.repeat(500)}${'</Stmt>'.repeat(500)}</Document>`),
    ).toEqual({ ok: false, reason: 'notXml' });
    // Names that are merely inherited by objects are not found on the prototype.
    const inherited = statement(
      '<Document><BkToCstmrStmt><Stmt><Ntry><toString>1</toString><Amt Ccy="EUR" hasOwnProperty="x">1</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-01-01</Dt></BookgDt></Ntry></Stmt></BkToCstmrStmt></Document>',
    );
    expect(inherited.entries.map((e) => e.amountCents)).toEqual([100]);
  });

  it('decodes character references once', () => {
    const result = statement(
      oneCredit({
        details:
          '<NtryDtls><TxDtls><RmtInf><Ustrd>M&#252;ller &amp;#252; &lt;2026-100001&gt;</Ustrd></RmtInf></TxDtls></NtryDtls>',
      }),
    );
    expect(result.entries[0]?.remittance).toBe('Müller &#252; <2026-100001>');
  });

  it('blanks control characters and bidirectional overrides in texts', () => {
    const result = statement(
      oneCredit({
        details:
          '<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Eve\u202Egnirts&#7;</Nm></Dbtr></RltdPties><RmtInf><Ustrd>A\u0001B&#x1b;C 2026-100001</Ustrd></RmtInf></TxDtls></NtryDtls>',
      }),
    );
    expect(result.entries[0]).toMatchObject({
      payer: 'Eve gnirts',
      remittance: 'A B C 2026-100001',
    });
  });
});
