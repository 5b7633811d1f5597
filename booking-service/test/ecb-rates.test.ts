import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEcbXml, RatesUnavailable } from '../src/modules/currencies/rates-provider.ts';

const recorded = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/eurofxref-daily.xml'), 'utf8');

describe('reading the ECB reference rates', () => {
  it('reads the recorded file: its date, the euro and every published currency at full precision', () => {
    const published = parseEcbXml(recorded);
    expect(published.base).toBe('EUR');
    expect(published.date).toBe('2026-11-20');
    expect(published.rates.get('EUR')?.toString()).toBe('1');
    expect(published.rates.get('GBP')?.toFixed(5)).toBe('0.83450');
    expect(published.rates.size).toBe((recorded.match(/currency=/g) ?? []).length + 1);
  });

  it('does not care how the XML is written: double quotes, other whitespace, attributes in another order', () => {
    const rewritten = `<?xml version="1.0"?><gesmes:Envelope xmlns:gesmes="g" xmlns="e"><Cube>
      <Cube time="2026-11-20"><Cube rate="36.5"   currency="THB" ></Cube><Cube
      currency="USD" rate="1.05"/></Cube></Cube></gesmes:Envelope>`;
    const published = parseEcbXml(rewritten);
    expect(Object.fromEntries([...published.rates].map(([code, rate]) => [code, rate.toString()]))).toEqual({ EUR: '1', THB: '36.5', USD: '1.05' });
  });

  it('refuses a document that is not XML, has no date or no usable rate, and skips malformed entries', () => {
    for (const document of [
      '',
      '<Envelope',
      '<html><body>Service unavailable</body></html>',
      '<Envelope><Cube><Cube time="2026-11-20"><Cube currency="usd" rate="x"/></Cube></Cube></Envelope>',
      '<Envelope><Cube><Cube><Cube currency="USD" rate="1.05"/></Cube></Cube></Envelope>',
    ]) {
      expect(() => parseEcbXml(document), document).toThrow(RatesUnavailable);
    }
    const partly = parseEcbXml('<Envelope><Cube><Cube time="2026-11-20"><Cube currency="USD" rate="-1"/><Cube currency="THB" rate="36.5"/><Cube currency="XX" rate="2"/></Cube></Cube></Envelope>');
    expect([...partly.rates.keys()].sort()).toEqual(['EUR', 'THB']);
  });
});
