/**
 * The occupancy index's held nights as bits: a row of 512 days (16 words, one 64-byte cache line)
 * per villa, from a first day. A search at 5,000 villas asks whether a stay is free at about 500
 * villas a request; by villa id and binary search over each villa's spans, scattered on the heap,
 * that was a sixth of its CPU. Here it is one or two word tests a villa, at a slot found once per
 * list of ids (a catalog snapshot's). Stays outside the rows' days are answered from the spans.
 */

/** Days a row holds, from `firstDay`. */
export const BIT_DAYS = 512;
const WORDS = BIT_DAYS / 32;

export class HeldDayBits {
  private readonly slots = new Map<string, number>();
  private rows = new Uint32Array(0);
  private readonly slotLists = new WeakMap<readonly string[], Int32Array>();

  /** @param firstDay the day number (days since 1970-01-01) of each row's first bit */
  constructor(readonly firstDay: number) {}

  /** A villa's held nights: sorted, disjoint `[start, end)` day pairs, flattened (none: all free). */
  set(villaId: string, merged: Int32Array | undefined): void {
    if (!merged && !this.slots.has(villaId)) return;
    const at = this.slotOf(villaId) * WORDS;
    this.rows.fill(0, at, at + WORDS);
    if (!merged) return;
    for (let i = 0; i + 1 < merged.length; i += 2) {
      const from = Math.max(0, (merged[i] as number) - this.firstDay);
      const to = Math.min(BIT_DAYS, (merged[i + 1] as number) - this.firstDay);
      for (let day = from; day < to; day++) {
        const word = at + (day >>> 5);
        this.rows[word] = (this.rows[word] as number) | (1 << (day & 31));
      }
    }
  }

  /**
   * Whether the nights `[checkIn, checkOut)` (day numbers) are free at the villa `ids[k]`, asked by
   * position `k`; undefined when a night lies outside the rows.
   */
  freeAmong(ids: readonly string[], checkIn: number, checkOut: number): ((k: number) => boolean) | undefined {
    const from = checkIn - this.firstDay;
    const to = checkOut - this.firstDay;
    if (from < 0 || to > BIT_DAYS || to <= from) return undefined;
    const slots = this.slotsOf(ids);
    const rows = this.rows; // after slotsOf, which may have grown them
    const first = from >>> 5;
    const last = (to - 1) >>> 5;
    const firstMask = -1 << (from & 31);
    const lastMask = -1 >>> (31 - ((to - 1) & 31));
    if (first === last) {
      const mask = firstMask & lastMask;
      return (k) => ((rows[(slots[k] as number) * WORDS + first] as number) & mask) === 0;
    }
    return (k) => {
      const at = (slots[k] as number) * WORDS;
      if (((rows[at + first] as number) & firstMask) !== 0 || ((rows[at + last] as number) & lastMask) !== 0) return false;
      for (let w = first + 1; w < last; w++) if (rows[at + w] !== 0) return false;
      return true;
    };
  }

  /** Each id's slot, found once per list (a snapshot's ids; villas new to the index get a row of free nights). */
  private slotsOf(ids: readonly string[]): Int32Array {
    let slots = this.slotLists.get(ids);
    if (!slots) {
      slots = Int32Array.from(ids, (id) => this.slotOf(id));
      this.slotLists.set(ids, slots);
    }
    return slots;
  }

  private slotOf(villaId: string): number {
    let slot = this.slots.get(villaId);
    if (slot === undefined) {
      slot = this.slots.size;
      this.slots.set(villaId, slot);
      if ((slot + 1) * WORDS > this.rows.length) {
        const grown = new Uint32Array(Math.max(64, (slot + 1) * 2) * WORDS);
        grown.set(this.rows);
        this.rows = grown;
      }
    }
    return slot;
  }
}
