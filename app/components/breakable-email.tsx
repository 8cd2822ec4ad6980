/**
 * An e-mail address with a line-break opportunity before its "@", so a narrow column wraps it
 * there ("davide.marchetti" / "@example.dev") and not mid-word.
 */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
