// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { expect, test } from "vitest";
import { ErrorPage, errorDetail } from "./error-page";

const mistake = 'Invalid content (1 problem):\napp/content/skills.json: [3].percent: expected a number from 0 to 100, got "70"';

test("in development a failed page tells the error's own words; in production and tests, nothing", () => {
  expect(errorDetail(new Error(mistake), "development")).toBe(mistake);
  expect(errorDetail("a thrown string", "development")).toBe("a thrown string");
  expect(errorDetail({ status: 500 }, "development")).toBeUndefined();
  expect(errorDetail(new Error(mistake), "production")).toBeUndefined();
  expect(errorDetail(new Error(mistake), undefined)).toBeUndefined();
});

test("the error page shows the detail it is given, file, field and expectation", () => {
  const router = createMemoryRouter([{ path: "/", element: <ErrorPage status={500} detail={mistake} /> }]);
  // The flag RemixBrowser gives its router in the app; without it React Router warns.
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  expect(document.querySelector("pre")?.textContent).toBe(mistake);
});
