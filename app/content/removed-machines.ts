/**
 * Machines taken off the site for good: their folder in inventory/ is
 * deleted, and their entry here keeps their address working. A sold machine
 * is not removed (its page stays, marked sold); a listing is removed only
 * when it should never have been published or the seller withdrew it.
 *
 * - `slug`: the folder's name, the page's address. It is never reused.
 * - `type`: the machine type it had: its address, its spec sheet's and
 *   every edition's answer 301 with the catalogue filtered to that type
 *   (app/site/redirects.ts).
 * - `reference`: the FP- reference it had, which no other machine may take.
 *
 * `npm run inventory:check` checks this list against the listings, and warns
 * of a listing deleted from the repository's history that is not in it.
 */
export interface RemovedMachine {
  slug: string;
  /** One of `machineTypes` (app/inventory/listing-constants.ts). */
  type: string;
  reference: string;
}

export const removedMachines: readonly RemovedMachine[] = [
  // Sample data like the listings: a metallizer the seller withdrew.
  { slug: "metallizer-2009", type: "metallizer", reference: "FP-1008" },
];
