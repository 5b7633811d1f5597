import { describe, expect, it } from 'vitest';
import en from './en.json';
import th from './th.json';

/** Every key path, with plural suffixes folded (Thai has one plural form, English two). */
function keys(tree: object, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(/_(one|other|zero|two|few|many)$/, '')}`;
    if (typeof value === 'object' && value !== null) keys(value, `${path}.`).forEach((k) => out.add(k));
    else out.add(path);
  }
  return out;
}

describe('locales', () => {
  it('when a string exists in English, then it exists in Thai too, and the other way round', () => {
    const english = keys(en);
    const thai = keys(th);
    expect([...english].filter((k) => !thai.has(k))).toEqual([]);
    expect([...thai].filter((k) => !english.has(k))).toEqual([]);
  });
});
