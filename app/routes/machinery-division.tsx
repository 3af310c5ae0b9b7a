import { PageHero } from "~/components/sections/page-hero";
import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.machineryDivision);

export default function Page() {
  return (
    <PageHero
      title="Machinery Division"
      lead="Used and new machinery for film production, printing, lamination and converting, bought, sold, commissioned and maintained."
    />
  );
}
