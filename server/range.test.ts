import { expect, test } from "vitest";
import { byteRange, ifRangeHolds, partialHeaders } from "./range";

const part = (start: number, end: number) => ({ kind: "part", start, end });
const WHOLE = { kind: "whole" };
const UNSATISFIABLE = { kind: "unsatisfiable" };

test("a single range: first to last byte, open-ended, or a suffix; the last byte clamped to the end", () => {
  expect(byteRange("bytes=0-99", 1000)).toEqual(part(0, 99));
  expect(byteRange("bytes=0-0", 1000)).toEqual(part(0, 0));
  expect(byteRange("bytes=990-", 1000)).toEqual(part(990, 999));
  expect(byteRange("bytes=990-5000", 1000)).toEqual(part(990, 999));
  expect(byteRange("bytes=-100", 1000)).toEqual(part(900, 999));
  // A suffix longer than the representation is all of it.
  expect(byteRange("bytes=-5000", 1000)).toEqual(part(0, 999));
  expect(byteRange("bytes=999-999", 1000)).toEqual(part(999, 999));
});

test("the unit is case-insensitive, and whitespace and empty elements of the list are allowed", () => {
  expect(byteRange("Bytes=0-9", 100)).toEqual(part(0, 9));
  expect(byteRange("bytes= 0-9 ", 100)).toEqual(part(0, 9));
  expect(byteRange("bytes=,0-9,", 100)).toEqual(part(0, 9));
  expect(byteRange("bytes=0 - 9", 100)).toEqual(part(0, 9));
});

test("no header or another unit: the whole representation (RFC 9110 §14.2: an unknown unit is ignored)", () => {
  expect(byteRange(undefined, 100)).toEqual(WHOLE);
  expect(byteRange("items=0-9", 100)).toEqual(WHOLE);
  expect(byteRange("0-9", 100)).toEqual(WHOLE);
  expect(byteRange("", 100)).toEqual(WHOLE);
});

test("several satisfiable ranges get the whole representation; with one satisfiable among them, that one", () => {
  expect(byteRange("bytes=0-9,20-29", 100)).toEqual(WHOLE);
  expect(byteRange("bytes=0-9, -1", 100)).toEqual(WHOLE);
  expect(byteRange("bytes=0-9,0-9", 100)).toEqual(WHOLE);
  expect(byteRange("bytes=0-9,500-599", 100)).toEqual(part(0, 9));
  expect(byteRange("bytes=0-9,9-5", 100)).toEqual(part(0, 9));
});

test("ranges that start at or past the end, or end before they start, or a zero suffix: unsatisfiable when nothing else is left", () => {
  expect(byteRange("bytes=1000-", 1000)).toEqual(UNSATISFIABLE);
  expect(byteRange("bytes=1000-2000", 1000)).toEqual(UNSATISFIABLE);
  expect(byteRange("bytes=5-3", 1000)).toEqual(UNSATISFIABLE);
  expect(byteRange("bytes=-0", 1000)).toEqual(UNSATISFIABLE);
  expect(byteRange("bytes=1000-,2000-", 1000)).toEqual(UNSATISFIABLE);
  // An empty representation has no byte to send.
  expect(byteRange("bytes=0-", 0)).toEqual(UNSATISFIABLE);
  expect(byteRange("bytes=-10", 0)).toEqual(UNSATISFIABLE);
});

test("a range set that does not parse is refused, as nginx refuses it: 416", () => {
  for (const header of ["bytes=", "bytes=abc", "bytes=0-9x", "bytes=--5", "bytes=-", "bytes=0x10-20", "bytes=1-2-3", "bytes=- 5", "bytes=0-9,abc", "bytes=+1-2", "bytes=1.5-2"]) {
    expect(byteRange(header, 1000), header).toEqual(UNSATISFIABLE);
  }
});

test("numbers past what a double holds exactly still compare right", () => {
  expect(byteRange("bytes=0-99999999999999999999999", 1000)).toEqual(part(0, 999));
  expect(byteRange("bytes=99999999999999999999999-", 1000)).toEqual(UNSATISFIABLE);
  expect(byteRange("bytes=-99999999999999999999999", 1000)).toEqual(part(0, 999));
});

test("If-Range: the current strong entity tag lets the range apply; a weak, stale or absent tag, or a date, does not", () => {
  expect(ifRangeHolds(undefined, '"abc"')).toBe(true);
  expect(ifRangeHolds(undefined, undefined)).toBe(true);
  expect(ifRangeHolds('"abc"', '"abc"')).toBe(true);
  expect(ifRangeHolds(' "abc" ', '"abc"')).toBe(true);
  expect(ifRangeHolds('"old"', '"abc"')).toBe(false);
  expect(ifRangeHolds('W/"abc"', '"abc"')).toBe(false);
  expect(ifRangeHolds('"abc"', undefined)).toBe(false);
  expect(ifRangeHolds("Wed, 21 Oct 2015 07:28:00 GMT", '"abc"')).toBe(false);
});

test("a 206's headers are the 200's with the part's length and its Content-Range", () => {
  expect(partialHeaders(["Content-Type", "application/pdf", "ETag", '"x"', "Content-Length", "1000"], 10, 19, 1000)).toEqual([
    "Content-Type",
    "application/pdf",
    "ETag",
    '"x"',
    "Content-Length",
    "10",
    "Content-Range",
    "bytes 10-19/1000",
  ]);
});
