import { pages } from "~/i18n/routes";
import { machinePath } from "~/i18n/links";
import { isListed } from "~/inventory/machine-text";
import { getMachines } from "~/inventory/machines";
import { sitemapXml } from "~/site/site-files";

/** The route table and every machine that is not sold (sold machines' pages stay up, unlisted). */
export async function GET() {
  const machines = (await getMachines()).filter(isListed).map((machine) => ({
    path: machinePath(machine.slug),
    canonical: machinePath(machine.slug),
    title: machine.name,
    description: machine.summary,
  }));
  return new Response(sitemapXml([...pages, ...machines]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
