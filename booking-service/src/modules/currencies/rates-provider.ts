import Decimal from 'decimal.js';

/** Reference rates: units of each currency per 1 unit of `base`, as published on `date`. */
export interface PublishedRates {
  base: string;
  date: string;
  rates: Map<string, Decimal>;
}

export interface RatesProvider {
  readonly name: string;
  fetch(): Promise<PublishedRates>;
}

export class RatesUnavailable extends Error {}

const MAX_BYTES = 1024 * 1024;

/**
 * The European Central Bank's daily euro foreign exchange reference rates
 * (eurofxref-daily.xml): about 30 currencies against the euro, published on working days.
 */
export class EcbRatesProvider implements RatesProvider {
  readonly name = 'European Central Bank';

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async fetch(): Promise<PublishedRates> {
    let text: string;
    try {
      const response = await fetch(this.url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/xml, text/xml' } });
      if (!response.ok) throw new RatesUnavailable(`the rates provider answered HTTP ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      if (body.length > MAX_BYTES) throw new RatesUnavailable('the rates provider sent an oversized answer');
      text = body.toString('utf8');
    } catch (err) {
      if (err instanceof RatesUnavailable) throw err;
      throw new RatesUnavailable(`the rates provider could not be reached (${(err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message})`);
    }
    return parseEcbXml(text);
  }
}

/** Reads `<Cube time='…'>` and its `<Cube currency='USD' rate='1.0573'/>` entries. */
export function parseEcbXml(xml: string): PublishedRates {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  const rates = new Map<string, Decimal>([['EUR', new Decimal(1)]]);
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9]+(?:\.[0-9]+)?)['"]\s*\/>/g)) {
    const rate = new Decimal(match[2]!);
    if (rate.gt(0)) rates.set(match[1]!, rate);
  }
  if (!date || rates.size < 2) throw new RatesUnavailable('the rates provider sent a document without rates');
  return { base: 'EUR', date, rates };
}
