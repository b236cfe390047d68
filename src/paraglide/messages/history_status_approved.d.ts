/**
* | output |
* | --- |
* | "APPROVED" |
*
* @param {History_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const history_status_approved: ((inputs?: History_Status_ApprovedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<History_Status_ApprovedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type History_Status_ApprovedInputs = {};
