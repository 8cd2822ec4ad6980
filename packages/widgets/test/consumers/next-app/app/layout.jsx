// A stranger's Next.js App Router app: the root layout (a Server Component) takes the stylesheets,
// the app's own first (its layers' order and utilities), then the package's.
import "./globals.css";
import "@davide-marchetti/widgets/styles.css";

export const metadata = { title: "Widgets in a Next.js app" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
