import { company } from "~/content/company";

/** The brand mark (stacked film layers) and the company name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg
        aria-hidden="true"
        viewBox="0 0 40 40"
        width="36"
        height="36"
        className="shrink-0"
        focusable="false"
      >
        <rect width="40" height="40" rx="10" fill={inverse ? "#ffffff" : "#124463"} />
        <path d="M9 13.5 20 8l11 5.5-11 5.5z" fill="#f2ab2f" />
        <path
          d="m9 20 11 5.5L31 20"
          fill="none"
          stroke={inverse ? "#124463" : "#ffffff"}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="m9 26.5 11 5.5 11-5.5"
          fill="none"
          stroke={inverse ? "#4285ad" : "#74a8c8"}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={
          inverse
            ? "text-lg leading-none font-bold tracking-tight text-white"
            : "text-lg leading-none font-bold tracking-tight text-brand-900"
        }
      >
        {company.name}
      </span>
    </span>
  );
}
