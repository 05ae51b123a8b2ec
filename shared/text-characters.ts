/**
 * The characters the one text rule refuses (shared/text-rules.ts), without zod so a pure module (the
 * lists' query reader) uses the same rule at no cost to the browser's bundle.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharactersButNewline = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether one line of text holds a control character (a line break or a tab included) or a line or paragraph separator. */
export const breaksOneLine = (text: string) => controlCharacters.test(text);
/** Whether several lines of text (after their line breaks are made \n) hold any other control character. */
export const breaksMultiLine = (text: string) => controlCharactersButNewline.test(text);
