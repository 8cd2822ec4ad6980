import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { useHydrated } from "./use-hydrated";

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? "hydrated" : "server"}</p>;
}

test("false on the server, false while hydrating (no mismatch), true right after", async () => {
  const html = renderToString(<Probe seen={[]} />);
  expect(html).toBe("<p>server</p>");
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const seen: boolean[] = [];
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(seen[0]).toBe(false);
  expect(seen.at(-1)).toBe(true);
  expect(container.textContent).toBe("hydrated");
  container.remove();
});

test("a component mounted after hydration (a client navigation) is hydrated from its first render", () => {
  const seen: boolean[] = [];
  const { container } = render(<Probe seen={seen} />);
  expect(seen).toEqual([true]);
  expect(container.textContent).toBe("hydrated");
  // The server never is, whatever happened in this module before.
  expect(renderToString(<Probe seen={[]} />)).toBe("<p>server</p>");
});
