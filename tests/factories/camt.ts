// A bank statement as a German bank exports it (camt.053.001.08, one Stmt), for the tests of the
// statement import (decision 082). Amounts as the bank writes them ("715.00"); a debit when
// `debit` is set. Names and IBANs are the tests' own (the IBANs are check-digit-valid examples).
export interface CamtLine {
  /** The bank's reference (AcctSvcrRef); omitted: the importer derives one from the content. */
  ref?: string;
  amount: string;
  valueOn: string;
  remittance: string;
  payer?: string;
  payerIban?: string;
  debit?: boolean;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function camtStatement(options: { account: string; lines: readonly CamtLine[] }): string {
  const entries = options.lines
    .map(
      (line) => `
      <Ntry>
        ${line.ref === undefined ? '' : `<AcctSvcrRef>${escape(line.ref)}</AcctSvcrRef>`}
        <Amt Ccy="EUR">${line.amount}</Amt>
        <CdtDbtInd>${line.debit ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${line.valueOn}</Dt></BookgDt>
        <ValDt><Dt>${line.valueOn}</Dt></ValDt>
        <BkTxCd><Prtry><Cd>NTRF+166</Cd><Issr>DK</Issr></Prtry></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
          <RltdPties>
            <Dbtr><Pty><Nm>${escape(line.payer ?? 'Greta Gast')}</Nm></Pty></Dbtr>
            <DbtrAcct><Id><IBAN>${line.payerIban ?? 'DE89370400440532013000'}</IBAN></Id></DbtrAcct>
          </RltdPties>
          <RmtInf><Ustrd>${escape(line.remittance)}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>TEST-STATEMENT</MsgId><CreDtTm>2026-11-25T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>TEST-1</Id>
      <Acct><Id><IBAN>${options.account.replace(/\s/g, '')}</IBAN></Id></Acct>${entries}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}
