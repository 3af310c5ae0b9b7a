import { useId } from "react";

/** What the product is and how we supply it: the description's paragraphs. */
export function ProductOverview({
  title,
  paragraphs,
}: {
  title: string;
  paragraphs: readonly string[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <div className="mt-6 grid max-w-3xl gap-5 text-lg leading-relaxed text-ink-600">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
