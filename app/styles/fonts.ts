import arabic400 from "~/assets/fonts/ibm-plex-sans-arabic-400-subset.woff2?url";
import arabic700 from "~/assets/fonts/ibm-plex-sans-arabic-700-subset.woff2?url";

/**
 * The Arabic face's files (the same hashed files as the @font-face rules in
 * app.css), preloaded by the layout on Arabic pages only.
 */
export const arabicFontFiles = [arabic400, arabic700] as const;
