import { logoMark, logoMarkColors } from "~/content/brand";
import { company } from "~/content/company";

/** The brand mark (stacked film layers) and the company name. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const colors = logoMarkColors[inverse ? "inverse" : "dark"];
  const layer = {
    fill: "none",
    strokeWidth: logoMark.strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  } as const;
  return (
    // A lockup keeps its own order in right-to-left pages: logos are never mirrored.
    <span dir="ltr" className="inline-flex items-center gap-2.5">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${logoMark.size} ${logoMark.size}`}
        width="36"
        height="36"
        className="shrink-0"
        focusable="false"
      >
        <rect
          width={logoMark.size}
          height={logoMark.size}
          rx={logoMark.tileRadius}
          fill={colors.tile}
        />
        <path d={logoMark.topLayer} fill={colors.top} />
        <path d={logoMark.middleLayer} stroke={colors.middle} {...layer} />
        <path d={logoMark.bottomLayer} stroke={colors.bottom} {...layer} />
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
