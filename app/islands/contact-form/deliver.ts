import {
  deliverSubmission,
  postJsonSubmission,
  type DeliverOptions,
  type PostOptions,
} from "../submit/deliver";
import type { SendOutcome } from "../submit/submit";
import { contactFields, type ContactField } from "./fields";
import type { ContactMessage, ContactSubmission } from "./schema";

/** Delivery of a contact message (../submit/deliver.ts), with the contact form's fields. */

/** POSTs the submission as JSON; never throws, always an outcome. */
export const postSubmission = (
  endpoint: string,
  submission: ContactSubmission,
  options: PostOptions = {},
): Promise<SendOutcome<ContactField>> =>
  postJsonSubmission(endpoint, submission, contactFields, options);

/** Sends a message (see deliverSubmission). */
export const deliver = (
  options: Omit<DeliverOptions<ContactField>, "fields" | "form" | "submission" | "message"> & {
    submission: ContactSubmission;
    message: ContactMessage;
  },
): Promise<SendOutcome<ContactField>> =>
  deliverSubmission({ ...options, fields: contactFields, form: "Contact form" });
