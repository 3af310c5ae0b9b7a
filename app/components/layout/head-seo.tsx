import { scriptJson } from "~/lib/script-json";
import type { MetaDescriptor } from "~/site/seo";

/** The page's title, description, canonical link, social cards and structured data. */
export function HeadSeo({ meta }: { meta: readonly MetaDescriptor[] }) {
  return (
    <>
      {meta.map((entry, index) => {
        if ("title" in entry) return <title key="title">{entry.title}</title>;
        if ("tagName" in entry) {
          return (
            <link
              key={`${entry.rel}-${entry.href}`}
              rel={entry.rel}
              href={entry.href}
              hrefLang={entry.hrefLang}
            />
          );
        }
        if ("script:ld+json" in entry) {
          return (
            <script
              key={`ld-${index}`}
              type="application/ld+json"
              dangerouslySetInnerHTML={{ __html: scriptJson(entry["script:ld+json"]) }}
            />
          );
        }
        if ("property" in entry) {
          return (
            <meta
              key={`${entry.property}-${index}`}
              property={entry.property}
              content={entry.content}
            />
          );
        }
        return <meta key={`${entry.name}-${index}`} name={entry.name} content={entry.content} />;
      })}
    </>
  );
}
