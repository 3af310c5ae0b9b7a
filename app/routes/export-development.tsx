import { PageHero } from "~/components/sections/page-hero";
import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.exportDevelopment);

export default function Page() {
  return (
    <PageHero
      title="Export Market Development"
      lead="We help packaging manufacturers build profitable export business across the Middle East and Africa."
    />
  );
}
