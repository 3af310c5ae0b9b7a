/**
 * The short references the firm and its visitors read and say on the phone:
 * a letter for the kind ("C" a contact message, "S" a sample request, "R" a
 * call request, "O" a seller's offer: server/contact/inquiry-store.ts), the
 * year and month received (UTC), and the number within that month:
 * "C-2611-017" is the 17th message of November 2026. They stay readable
 * because each month starts again at 001; past 999 the number grows a digit.
 */
export function monthlyReference(letter: string, receivedAt: Date, sequence: number): string {
  const month = receivedAt.toISOString().slice(2, 7).replace("-", "");
  return `${letter}-${month}-${String(sequence).padStart(3, "0")}`;
}

/**
 * The reference after the month's highest: `highest(prefix)` returns the
 * highest reference stored that starts with `prefix` ("C-2611-"), if any.
 * The caller reads and inserts in one transaction, so two sends never share one.
 */
export function nextMonthlyReference(
  letter: string,
  receivedAt: Date,
  highest: (prefix: string) => string | undefined,
): string {
  const prefix = monthlyReference(letter, receivedAt, 0).slice(0, -3);
  const last = highest(prefix);
  const count = last ? Number(last.slice(prefix.length)) : 0;
  return monthlyReference(letter, receivedAt, (Number.isFinite(count) ? count : 0) + 1);
}
