declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when visible, or at once when the URL has one of these parameters (app/scripts/client-params.ts). */
    "client:params"?: readonly string[];
    /** Hydrate on the first use, or at once when the URL has one of these parameters (app/scripts/client-interaction.ts). */
    "client:interaction"?: readonly string[];
  }
}

export {};
