// @vitest-environment node
import { expect, test } from "vitest";
import { describeValue, formatPath, imageReferences, parseContentFile, parseCountdownDate } from "./schemas";

test.each([
  ["2023/06/26 16:24:00", new Date(2023, 5, 26, 16, 24, 0)],
  ["2023-06-26 16:24", new Date(2023, 5, 26, 16, 24, 0)],
  ["2024/02/29 00:00", new Date(2024, 1, 29, 0, 0, 0)],
  ["2024/12/31 23:59:59", new Date(2024, 11, 31, 23, 59, 59)],
])("parseCountdownDate(%s) reads the date as local time", (text, date) => {
  expect(parseCountdownDate(text)).toEqual(date);
});

test.each([
  "2023/06/26",
  "2023/6/26 16:24",
  "2023/13/01 10:00",
  "2023/00/10 10:00",
  "2023/06/32 10:00",
  "2023/06/26 24:00",
  "2023/06/26 16:60",
  "2023/06-26 16:24",
  "2023.06.26 16:24",
  "2023/02/29 10:00",
  "2023/04/31 10:00",
  " 2023/06/26 16:24",
])("parseCountdownDate(%s) is null", (text) => {
  expect(parseCountdownDate(text)).toBeNull();
});

test("formatPath writes paths as in JavaScript", () => {
  expect(formatPath([3, "percent"])).toBe("[3].percent");
  expect(formatPath(["sections", 1, "list", 0, "title"])).toBe("sections[1].list[0].title");
  expect(formatPath([])).toBe("(root)");
  expect(formatPath(["a-b"])).toBe('["a-b"]');
});

test("describeValue names what was found", () => {
  expect(describeValue("70")).toBe('"70"');
  expect(describeValue(70)).toBe("70");
  expect(describeValue(undefined)).toBe("nothing");
  expect(describeValue(null)).toBe("null");
  expect(describeValue([1, 2])).toBe("an array of 2 items");
  expect(describeValue({})).toBe("an object");
  expect(describeValue("x".repeat(100))).toHaveLength(62);
});

test("every problem of a file is reported, each with field and expectation", () => {
  const result = parseContentFile(
    "demo",
    {
      countdown: {
        startDate: "2023/02/30 10:00",
        endDate: "2023/06/26 16:24",
        title: "",
        expiredAlertText: "Time is expired",
        daysLabel: "Days",
        hoursLabel: "Hours",
        minutesLabel: "Minutes",
      },
      slides: [{ mediaSrc: "lake.jpg", tag: "t", title: "t", description: "d", link: "ftp://x", extra: 1 }],
    },
    "app/content/demo.json",
  );
  expect(result.ok).toBe(false);
  expect(result.ok ? [] : result.errors).toEqual([
    'app/content/demo.json: countdown.startDate: expected a real calendar date, got "2023/02/30 10:00"',
    'app/content/demo.json: countdown.title: expected a non-empty text, got ""',
    "app/content/demo.json: countdown.secondsLabel: expected a string, got nothing",
    'app/content/demo.json: slides[0].link: expected an http(s) url like "https://example.dev/page", got "ftp://x"',
    "app/content/demo.json: slides[0].extra: expected no such field (is it misspelt?), got 1",
    "app/content/demo.json: slides: expected exactly 4 items, got 1 item",
  ]);
});

test("hobbies need exactly one of url and externalUrl", () => {
  const hobbies = [
    { name: "Software", image: "software.jpg", url: "/demo", externalUrl: "https://example.dev" },
    { name: "Outdoor", image: "outdoor.jpg" },
    { name: "Wood work", image: "woodwork.jpg", url: "/shop" },
    { name: "Handicraft", image: "handicraft.jpg", externalUrl: "https://www.pinterest.com/x" },
  ];
  const result = parseContentFile("hobbies", hobbies, "hobbies.json");
  expect(result.ok ? [] : result.errors).toEqual([
    "hobbies.json: [0]: expected exactly one of url (an internal route) or externalUrl, got both",
    "hobbies.json: [1]: expected exactly one of url (an internal route) or externalUrl, got neither",
    'hobbies.json: [2].url: expected one of the routes "/demo", "/outdoor", "/woodwork", got "/shop"',
  ]);
});

test("people need delete disabled for exactly two", () => {
  const person = (locked: boolean) => ({
    name: "A",
    surname: "B",
    gender: "female",
    buttons: [
      { icon: "eye", label: "View", action: "view", link: "x", title: "View", disable: false },
      { icon: "trash", label: "Delete", action: "delete", link: "y", title: "Delete", disable: locked },
    ],
  });
  const people = [true, true, true, false, false, false].map(person);
  const result = parseContentFile("people", people, "people.json");
  expect(result.ok ? [] : result.errors).toEqual([
    "people.json: (root): expected exactly 2 people whose delete button is disabled, got 3",
  ]);
});

test("imageReferences lists each image with its folder and field", () => {
  expect(imageReferences("site", { photo: "owner.jpg", codeBackground: 3 })).toEqual([
    { file: "site", path: ["photo"], image: "owner.jpg" },
  ]);
  expect(imageReferences("outdoor", [{ photos: ["etna-1.jpg"] }, null])).toEqual([
    { file: "outdoor", path: [0, "photos", 0], image: "outdoor/etna-1.jpg" },
  ]);
  expect(imageReferences("demo", { slides: [{ mediaSrc: "lake.jpg" }] })).toEqual([
    { file: "demo", path: ["slides", 0, "mediaSrc"], image: "slides/lake.jpg" },
  ]);
});
