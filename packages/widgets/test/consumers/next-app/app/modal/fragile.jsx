"use client";

// A dialog's content that fails when asked, and a form whose action leaves the page through
// Next.js's redirect(): neither is the modal's to catch.
import { redirect } from "next/navigation";
import { useState } from "react";

export function Breaks() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error("thrown inside the dialog");
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break it
    </button>
  );
}

export function LeaveForm() {
  return (
    <form
      action={async () => {
        redirect("/links?page=3");
      }}
    >
      <button type="submit">Send and leave</button>
    </form>
  );
}
