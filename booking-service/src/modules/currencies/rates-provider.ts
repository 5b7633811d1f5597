import Decimal from 'decimal.js';
import { XMLParser } from 'fast-xml-parser';

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

const ecbParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false, // rates stay strings, read by Decimal at full precision
  removeNSPrefix: true,
  processEntities: false,
  isArray: (name) => name === 'Cube',
});

const CURRENCY_CODE = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface EcbCube {
  time?: string;
  currency?: string;
  rate?: string;
  Cube?: EcbCube[];
}

/**
 * Reads the envelope's `<Cube><Cube time='…'><Cube currency='USD' rate='1.0573'/>…` with an XML
 * parser: attribute quoting, whitespace and namespaces are the parser's business, not ours.
 */
export function parseEcbXml(xml: string): PublishedRates {
  let document: { Envelope?: { Cube?: EcbCube[] } };
  try {
    document = ecbParser.parse(xml) as typeof document;
  } catch {
    throw new RatesUnavailable('the rates provider sent a document that is not XML');
  }
  const day = document.Envelope?.Cube?.[0]?.Cube?.[0];
  const date = day?.time;
  const rates = new Map<string, Decimal>([['EUR', new Decimal(1)]]);
  for (const entry of day?.Cube ?? []) {
    const rate = entry.rate === undefined ? undefined : decimalOrUndefined(entry.rate);
    if (entry.currency && CURRENCY_CODE.test(entry.currency) && rate?.isFinite() && rate.gt(0)) rates.set(entry.currency, rate);
  }
  if (!date || !DATE.test(date) || rates.size < 2) throw new RatesUnavailable('the rates provider sent a document without rates');
  return { base: 'EUR', date, rates };
}

function decimalOrUndefined(text: string): Decimal | undefined {
  try {
    return new Decimal(text);
  } catch {
    return undefined;
  }
}
