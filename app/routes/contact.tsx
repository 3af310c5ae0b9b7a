import { PageHero } from "~/components/sections/page-hero";
import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.contact);

export default function Page() {
  return <PageHero title="Contact Us" lead="Get in Touch with Our Team" />;
}
