"use client";

import { useEffect, useLayoutEffect } from "react";

/** `useLayoutEffect` in the browser; on the server, where it cannot run (and React 18 warns), `useEffect`. */
export const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;
