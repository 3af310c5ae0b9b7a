import { ButtonLink } from "~/components/ui/button";
import { PageHero } from "~/components/sections/page-hero";
import { paths } from "~/content/paths";
import { metaForPath } from "~/lib/seo";

export const meta = () => metaForPath(paths.home);

export default function Home() {
  return (
    <PageHero
      size="large"
      title="Premium Flexible Packaging Solutions"
      lead="Sourcing, export development and technical advisory for flexible packaging manufacturers, converters and brand owners."
      actions={
        <>
          <ButtonLink to={paths.contact} variant="accent" size="lg">
            Get In Touch
          </ButtonLink>
          <ButtonLink to={paths.services} variant="outline-inverse" size="lg">
            Our Services
          </ButtonLink>
        </>
      }
    />
  );
}
