import type { GetStaticPaths } from "astro";

import { getMachines, type Machine } from "~/inventory/machines";
import { specSheetPdf } from "~/templates/spec-sheet/spec-sheet";
import { localeStaticPaths, type Locale } from "~/i18n/locales";

/** Every machine's spec sheet in every edition, beside its page (sold machines too, like their pages). */
export const getStaticPaths = (async () => {
  const machines = await getMachines();
  return localeStaticPaths().flatMap(({ params, props }) =>
    machines.map((machine) => ({
      params: { ...params, slug: machine.slug },
      props: { ...props, machine },
    })),
  );
}) satisfies GetStaticPaths;

export async function GET({ props }: { props: { locale: Locale; machine: Machine } }) {
  const pdf = await specSheetPdf(props.machine, props.locale);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
