/**
 * The public forms carry one field people never see or fill: a form that arrives with it filled was
 * sent by a program, and is answered like a success but dropped. Named so browsers' autofill leaves
 * it alone.
 */
export const honeypotField = "fax";
