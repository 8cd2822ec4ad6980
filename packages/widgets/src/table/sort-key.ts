// A collation key for the table's sort: a string whose plain code-unit order is the order of
// `Intl.Collator("en", { numeric: true, sensitivity: "base" })`, so a sort compares keys with
// `<` instead of calling the collator about n·log n times (17.9 ms for 10,000 names; see
// scripts/quality/bench-table.ts). It covers text that is printable ASCII once accents are dropped,
// which is what the collator compares character by character at base strength; anything else
// has no key and the caller uses the collator itself.

/** The collator the table sorts text with; keys reproduce its order. */
export const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const FIRST = 0x20;
const LAST = 0x7e;
// Key characters start above every rank, so a shorter key (a prefix) sorts first, as in the collator.
const OFFSET = 0x100;

// Each printable ASCII character's rank at base strength, read from the collator on first use
// (not at import, which would slow every page that merely shows a table): letters that differ
// only by case share a rank. Digits never appear on their own (runs are numbers).
let ranks: Uint16Array | undefined;
function rankTable(): Uint16Array {
  if (ranks) return ranks;
  ranks = new Uint16Array(LAST + 1);
  const chars = Array.from({ length: LAST - FIRST + 1 }, (_, i) => String.fromCharCode(FIRST + i)).sort(collator.compare);
  let current = 0;
  chars.forEach((char, i) => {
    if (i > 0 && collator.compare(chars[i - 1]!, char) !== 0) current++;
    ranks![char.charCodeAt(0)] = current;
  });
  return ranks;
}

const PRINTABLE = /^[\x20-\x7e]*$/;
const MARKS = /[\u0300-\u036f]/g;

/**
 * The key of `text`, or null when the collator's order cannot be reproduced by one.
 * A run of digits becomes its value: marker, length (leading zeros dropped), digits.
 *
 * @example sortKey("item 9") < sortKey("item 10") // true
 */
export function sortKey(text: string): string | null {
  let plain = text;
  if (!PRINTABLE.test(plain)) {
    plain = plain.normalize("NFD").replace(MARKS, "");
    if (!PRINTABLE.test(plain)) return null;
  }
  const rank = rankTable();
  const digitRun = String.fromCharCode(OFFSET + rank[0x30]!);
  let key = "";
  for (let i = 0; i < plain.length; i++) {
    const code = plain.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) {
      let end = i;
      while (end < plain.length && plain.charCodeAt(end) >= 0x30 && plain.charCodeAt(end) <= 0x39) end++;
      let start = i;
      while (start < end - 1 && plain.charCodeAt(start) === 0x30) start++;
      key += digitRun + String.fromCharCode(OFFSET + (end - start)) + plain.slice(start, end);
      i = end - 1;
    } else {
      key += String.fromCharCode(OFFSET + rank[code]!);
    }
  }
  return key;
}
