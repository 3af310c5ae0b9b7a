import { PageHero } from "~/components/sections/page-hero";
import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.usedEquipment);

export default function Page() {
  return (
    <PageHero
      title="Premium Used Packaging Machinery"
      lead="Inspected used film lines, printing presses, laminators, metallizers and slitters, ready for their next production run."
    />
  );
}
