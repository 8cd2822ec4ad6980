"use client";

// The route's error boundary (Next.js's error.js): what the dialog's content threw lands here.
export default function ModalError({ error }) {
  return <p role="alert">The page's boundary caught: {error.message}</p>;
}
