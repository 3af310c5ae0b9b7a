import { PageHero } from "~/components/sections/page-hero";
import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.about);

export default function Page() {
  return (
    <PageHero
      title="Leading the Future of Packaging, Worldwide"
      lead="Sourcing, export growth, technical advisory and machinery for the flexible packaging industry, backed by over 15 years of experience."
    />
  );
}
