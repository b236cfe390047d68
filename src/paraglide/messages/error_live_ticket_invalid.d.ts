/**
* | output |
* | --- |
* | "Live updates could not start. Please reload the page." |
*
* @param {Error_Live_Ticket_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const error_live_ticket_invalid: ((inputs?: Error_Live_Ticket_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Live_Ticket_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Live_Ticket_InvalidInputs = {};
