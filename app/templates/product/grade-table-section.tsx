import { useId } from "react";

import type { GradeTable } from "./grade-table";

export const GRADES_ID = "grades";

/**
 * A film's grades as a table a buyer reads across: one row per property
 * (its unit in the row header), one column per grade, then the test method. On a phone
 * the table scrolls sideways inside a focusable, labelled region, and the
 * property column stays in place.
 */
export function GradeTableSection({
  title,
  table,
  labels,
  children,
}: {
  title: string;
  table: GradeTable;
  labels: { property: string; method: string; notStated: string; scrollHint: string };
  /** The terms and the data sheet's link, below the table. */
  children?: React.ReactNode;
}) {
  const headingId = useId();
  const captionId = useId();
  const noteId = useId();
  // Per-cell utilities rather than descendant variants on the table: brotli
  // folds the repeated class lists into a few bytes, while every variant adds
  // a rule to the page's inlined stylesheet (measured: 250 bytes less a page).
  const cell = "border-b border-ink-100 px-3 py-3";
  const stuck = "sticky start-0 text-start";
  return (
    <section id={GRADES_ID} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p id={noteId} className="mt-4 text-ink-500">
        {table.disclaimer} <span className="sm:hidden">{labels.scrollHint}</span>
      </p>
      <section
        aria-labelledby={captionId}
        aria-describedby={noteId}
        // Focusable so a keyboard can scroll the table on a narrow screen;
        // relative so the cells' visually hidden text stays inside the scroller.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative mt-4 overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption id={captionId} className="px-3 pt-4 pb-3 text-start">
            {/* Narrower than a phone, so the caption reads whole before the table scrolls. */}
            <span className="block max-w-76 font-semibold text-brand-950">{table.caption}</span>
          </caption>
          <thead className="bg-brand-50 text-brand-950">
            <tr>
              <th scope="col" className={`${cell} ${stuck} bg-brand-50`}>
                {labels.property}
              </th>
              {table.grades.map((grade) => (
                <th key={grade.key} scope="col" className={`${cell} text-end`}>
                  {grade.name}
                </th>
              ))}
              <th scope="col" className={`${cell} ps-6 text-start`}>
                {labels.method}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.property}>
                <th scope="row" className={`${cell} ${stuck} bg-white font-medium text-brand-950`}>
                  {row.label}
                  {row.unit ? (
                    <span className="block font-normal text-ink-500">{row.unit}</span>
                  ) : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={table.grades[index]!.key} className={`${cell} text-end tabular-nums`}>
                    {value ?? (
                      <>
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{labels.notStated}</span>
                      </>
                    )}
                  </td>
                ))}
                <td className={`${cell} ps-6 text-ink-600`}>
                  <bdi className="whitespace-nowrap">{row.method}</bdi>
                  {row.conditions ? <span className="block text-xs">{row.conditions}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="mt-6 grid gap-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div>
          <h3 className="text-lg font-semibold text-brand-950">{table.terms.title}</h3>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            {table.terms.items.map((item) => (
              <div key={item.label} className="contents">
                <dt className="font-medium text-ink-500">{item.label}</dt>
                <dd className="text-brand-950">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {children}
      </div>
    </section>
  );
}

/** Under the grade table: a link per grade to the sample request with that grade chosen. */
export function GradeSampleLinks({
  lead,
  links,
}: {
  lead: string;
  links: readonly { label: string; href: string }[];
}) {
  const leadId = useId();
  return (
    <div className="mt-6">
      <p id={leadId} className="text-sm font-semibold text-brand-950">
        {lead}
      </p>
      <ul aria-labelledby={leadId} className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex min-h-11 items-center rounded-full border border-brand-200 bg-white px-4 text-sm font-medium text-brand-700 underline-offset-4 hover:border-brand-400 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
