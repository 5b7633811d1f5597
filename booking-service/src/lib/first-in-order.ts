/**
 * The first `k` items of `items` in `compare`'s order, sorted: what `[...items].sort(compare)
 * .slice(0, k)` gives for a total order, without sorting the rest. A search ranks every villa
 * left (about a thousand in an area at 5,000 villas) to show 12: a heap of the best `k` seen so
 * far costs n log k comparisons where a sort costs n log n. `items` is not changed.
 */
export function firstInOrder<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (k * 4 >= items.length) return [...items].sort(compare).slice(0, k);
  // A max-heap by `compare`: the worst of the best k at its root, replaced by anything better.
  const heap: T[] = [];
  const above = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i] as T;
    heap[i] = heap[j] as T;
    heap[j] = t;
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!above(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0] as T) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        if (left < k && above(left, largest)) largest = left;
        if (right < k && above(right, largest)) largest = right;
        if (largest === i) break;
        swap(i, largest);
        i = largest;
      }
    }
  }
  return heap.sort(compare);
}
