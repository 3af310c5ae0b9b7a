import { readFile } from "node:fs/promises";
import { join } from "node:path";

import type { GetStaticPaths } from "astro";

import { getMachines, listingFolder } from "~/inventory/machines";

/**
 * Each machine's documents, copied from beside its listing to one address
 * for every edition (the pages of all three link here; only the title
 * differs). The checker has made sure each is a PDF under the limit; the
 * hosting table gives it its type and a file name that says which machine.
 */
export const getStaticPaths = (async () => {
  const machines = await getMachines();
  return machines.flatMap((machine) =>
    machine.documents.map((document) => ({
      params: { slug: machine.slug, file: document.src },
      props: { slug: machine.slug, file: document.src },
    })),
  );
}) satisfies GetStaticPaths;

export async function GET({ props }: { props: { slug: string; file: string } }) {
  const pdf = await readFile(join(await listingFolder(props.slug), props.file));
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
