/**
* | output |
* | --- |
* | "Requests" |
*
* @param {Desk_Pending_RequestsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const desk_pending_requests: ((inputs?: Desk_Pending_RequestsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Desk_Pending_RequestsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Desk_Pending_RequestsInputs = {};
