/**
 * What every message the server stores and emails has in common (a
 * contact inquiry, a seller's offer): how it reached us and where its
 * email stands.
 */

/** How a message reached us: the script's JSON post or the plain form post. */
export type Channel = "script" | "form";

export type DeliveryStatus = "pending" | "sent" | "spam";
