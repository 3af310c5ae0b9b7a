/**
 * The index `step` places away from `index` in a list of `length` items,
 * wrapping around at both ends: one before the first is the last, one after
 * the last is the first. An empty list has no index and gives 0.
 */
export function cycleIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
