/**
 * Follow-ups after a job, part of the API's table (endpoints.ts): the owner's settings (Google review
 * link, delay, auto or hold, reseal interval) and the review requests and reseal reminders, which the
 * owner can send now, decline, or mark reviewed. The client's side (the review link that counts a
 * click, the unsubscribe) lives at /r/{token} and /u/{token}, outside the API: they are links in
 * e-mails, answered with a redirect and a page (server/features/mail-links/routes.ts).
 */
import type { Endpoint } from "../api/endpoints";
import { followUpSettingsSchema } from "./rules";
import { followUpAnswerSchema, followUpSettingsAnswerSchema, followUpsAnswerSchema } from "./responses";

export const followUpEndpoints = {
  getFollowUpSettings: {
    method: "get",
    path: "/api/follow-up-settings",
    summary: "The follow-up settings: the Google review link (null until set), the review delay in days, auto or hold, the reseal interval.",
    access: "admin",
    success: { status: 200, answer: followUpSettingsAnswerSchema },
    errors: [401],
  },
  saveFollowUpSettings: {
    method: "put",
    path: "/api/follow-up-settings",
    summary:
      "Save the follow-up settings: `googleReviewUrl` an https link on a Google host or null, `reviewDelayDays` 0 to 30, `reviewMode` auto or hold, `resealMonths` 24 or 36 (400 VALIDATION_FAILED with a message per field).",
    access: "admin",
    body: { schema: followUpSettingsSchema },
    success: { status: 200, answer: followUpSettingsAnswerSchema },
    errors: [400, 401, 403],
  },
  listFollowUps: {
    method: "get",
    path: "/api/follow-ups",
    summary: "Every review request and reseal reminder, those waiting for the owner first, then by day (at most 500).",
    access: "admin",
    success: { status: 200, answer: followUpsAnswerSchema },
    errors: [401],
  },
  listContractFollowUps: {
    method: "get",
    path: "/api/contracts/{id}/follow-ups",
    summary: "The follow-ups of one contract's job (none until the job is complete and paid).",
    access: "admin",
    success: { status: 200, answer: followUpsAnswerSchema },
    errors: [401, 404],
  },
  sendFollowUp: {
    method: "post",
    path: "/api/follow-ups/{id}/send",
    summary:
      "Send a follow-up now (one held for the owner, scheduled, or not sent for a reason the owner may overrule). 409 FOLLOW_UP_NOT_SENDABLE once sent or cancelled, or when the client unsubscribed or gave no consent; 409 FOLLOW_UP_NEEDS_REVIEW_LINK for a review request without the Google link.",
    access: "admin",
    success: { status: 200, answer: followUpAnswerSchema },
    errors: [401, 403, 404, 409],
  },
  declineFollowUp: {
    method: "post",
    path: "/api/follow-ups/{id}/decline",
    summary: "Do not send this follow-up (recorded as the owner's choice). 409 FOLLOW_UP_NOT_SENDABLE once sent or cancelled.",
    access: "admin",
    success: { status: 200, answer: followUpAnswerSchema },
    errors: [401, 403, 404, 409],
  },
  markFollowUpReviewed: {
    method: "post",
    path: "/api/follow-ups/{id}/reviewed",
    summary:
      "Mark a sent review request as reviewed on Google (the owner saw the review). 409 FOLLOW_UP_NOT_SENDABLE for a reseal reminder or one not sent.",
    access: "admin",
    success: { status: 200, answer: followUpAnswerSchema },
    errors: [401, 403, 404, 409],
  },
} as const satisfies Record<string, Endpoint>;
