import type { TFunction } from 'i18next';

/**
 * The shared schema and the server speak English; the sentences the villa form can meet are
 * shown in the user's language. Anything else is shown as the server wrote it (spec 8).
 */
const FIELD_LABELS: Record<string, string> = {
  'Villa Name': 'villas.form.name',
  'Price per Night': 'villas.form.price',
  'Max Guests': 'villas.form.guests',
  Bedrooms: 'villas.form.bedrooms',
  Bathrooms: 'villas.form.bathrooms',
  Description: 'villas.form.description',
};

const PATTERNS: { test: RegExp; key: string }[] = [
  { test: /^(.+) is required$/, key: 'villas.errors.required' },
  { test: /^(.+) must be a number$/, key: 'villas.errors.required' },
  { test: /^(.+) must be a whole number$/, key: 'villas.errors.whole' },
  { test: /^(.+) must be at least (\d+)$/, key: 'villas.errors.min' },
  { test: /^(.+) must be at most (\d+)$/, key: 'villas.errors.max' },
];

export function translateVillaMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message;
  if (message === 'Please select at least one area') return t('villas.errors.areasRequired');
  if (message === 'Please assign an owner') return t('villas.errors.ownerRequired');
  if (message === 'must be an http(s) URL') return t('villas.errors.url');
  const lookalike = /^Please select "(.+)" from the dropdown instead of typing it as a custom amenity$/.exec(message);
  if (lookalike) return t('villas.amenities.lookalike', { name: lookalike[1] });
  for (const { test, key } of PATTERNS) {
    const match = test.exec(message);
    const label = match ? FIELD_LABELS[match[1]!] : undefined;
    if (match && label) return t(key, { field: t(label), n: match[2] });
  }
  return message;
}
