import { useEffect } from "react";
import interFont from "~/assets/fonts/inter-subset-wght.woff2?url";
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
import { themeColor } from "~/content/brand";
import { brandAssets, resourcePaths } from "~/content/resources";
import { siteLanguage } from "~/content/site";
import stylesheetText from "~/styles/app.css?inline";
import stylesheetUrl from "~/styles/app.css?url";

import type { Route } from "./+types/root";

/*
 * The stylesheet (about 8 KB compressed) is inlined into every prerendered
 * page: no render-blocking request before the first paint. Only the build
 * that prerenders HTML embeds it; the browser bundle leaves the text out
 * (the <style> it hydrates is already in the page). The dev server links it
 * instead, for hot reloading.
 */
const inlineStylesheet = import.meta.env.SSR && import.meta.env.PROD ? stylesheetText : "";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheetUrl }] : []),
  // Favicons: SVG where supported, a 32 px PNG otherwise (public/, see scripts/brand).
  { rel: "icon", href: brandAssets.faviconSvg, type: "image/svg+xml" },
  { rel: "icon", href: brandAssets.favicon32, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: brandAssets.appleTouchIcon },
  { rel: "manifest", href: resourcePaths.manifest },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={siteLanguage.lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        {import.meta.env.PROD ? (
          <style
            // Same element on the client, whose bundle does not carry the text.
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: inlineStylesheet }}
          />
        ) : null}
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
