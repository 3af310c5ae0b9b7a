import { useEffect } from "react";
import interFont from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";

import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import stylesheet from "~/styles/app.css?url";

import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2739" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main-content"
        className="fixed start-4 top-3 z-50 -translate-y-24 rounded-lg bg-brand-900 px-4 py-3 font-semibold text-white transition-transform focus:translate-y-0"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="pt-(--header-height) outline-none">
        {children}
      </main>
      <SiteFooter />
      <WhatsAppButton />
    </>
  );
}

export default function App() {
  // Marks the document once React has hydrated (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Shown while an unprerendered path loads, just before it redirects. */
export function HydrateFallback() {
  return <div className="min-h-screen bg-white" aria-busy="true" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <Shell>
      <Container className="py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          {notFound ? "Page not found" : "Something went wrong"}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink-600">
          {notFound
            ? "The page you were looking for does not exist."
            : "Please reload the page. If the problem persists, call or email us and we will help you directly."}
        </p>
        <div className="mt-8">
          <ButtonLink to="/">Back to the home page</ButtonLink>
        </div>
      </Container>
    </Shell>
  );
}
