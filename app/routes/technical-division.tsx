import { PageHero } from "~/components/sections/page-hero";
import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.technicalDivision);

export default function Page() {
  return (
    <PageHero
      title="Technical Division"
      lead="Hands-on technical and process advisory for film producers and flexible packaging converters."
    />
  );
}
