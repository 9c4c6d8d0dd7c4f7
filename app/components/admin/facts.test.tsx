// The office's fact list as the server renders it: label and value in one group, a fact without
// a value left out (no empty label), the value's own class and translate="no" kept.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Fact, Facts } from './facts';

describe('Facts', () => {
  it('renders label over value and leaves out a fact without one', () => {
    const html = renderToStaticMarkup(
      <Facts>
        <Fact label="Gebucht am">01.12.2026</Fact>
        <Fact label="Entschieden">{null}</Fact>
        <Fact label="IBAN" translate="no" className="iban">
          DE02120300000000202051
        </Fact>
        <Fact label="Objekt">
          <a href="/x/">100001</a>
        </Fact>
      </Facts>,
    );
    expect(html).toMatch(/^<dl class="[^"]*facts[^"]*">/);
    expect(html).toContain('<div><dt>Gebucht am</dt><dd>01.12.2026</dd></div>');
    expect(html).not.toContain('Entschieden');
    expect(html).toContain(
      '<div><dt>IBAN</dt><dd class="iban" translate="no">DE02120300000000202051</dd></div>',
    );
    expect(html).toContain('<dd><a href="/x/">100001</a></dd>');
  });
});
