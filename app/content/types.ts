import type { paths } from "./paths.ts";

/**
 * Shapes of the content that page sections render. The icon names are drawn
 * by app/components/ui/icons.ts, so content stays free of React.
 */
export type IconName =
  | "award"
  | "badge-check"
  | "boxes"
  | "coins"
  | "earth"
  | "factory"
  | "flask"
  | "gauge"
  | "graduation-cap"
  | "handshake"
  | "lightbulb"
  | "microscope"
  | "network"
  | "package-check"
  | "radar"
  | "scan-search"
  | "shield-check"
  | "sliders"
  | "timer"
  | "trending-up"
  | "truck"
  | "user-plus"
  | "workflow"
  | "wrench";

/** A page of the site: one of the constants in paths.ts. */
export type SitePath = (typeof paths)[keyof typeof paths];

export interface PageLink {
  label: string;
  to: SitePath;
}

/** A card of a card grid: an icon, a title, then a sentence, bullet points or both. */
export interface FeatureCard {
  title: string;
  icon: IconName;
  description?: string;
  /** Bullet points (the specification's "service card": a title and a list of items). */
  items?: readonly string[];
  /** The page that covers the card in depth. */
  link?: PageLink;
}

/** One step of a procedure, shown in an ordered list. */
export interface Step {
  title: string;
  description: string;
}

/**
 * How a consulting engagement runs: its steps, then what the client gets,
 * where the work happens and how it is priced.
 */
export interface Engagement {
  eyebrow: string;
  title: string;
  intro: string;
  steps: readonly Step[];
  /** Three short answers: the deliverables, remote or on site, how it is quoted. */
  facts: readonly { title: string; body: string }[];
}

/**
 * A section of a legal text (the privacy notice, the legal notice): a
 * heading, paragraphs, then a list. In the text, {email} stands for the
 * firm's address and {privacy} and {legal} for links to those pages
 * (app/templates/legal-page.tsx turns them into links).
 */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}
