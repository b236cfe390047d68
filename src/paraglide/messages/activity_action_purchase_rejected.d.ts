/**
* | output |
* | --- |
* | "Purchase rejected" |
*
* @param {Activity_Action_Purchase_RejectedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_purchase_rejected: ((inputs?: Activity_Action_Purchase_RejectedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Purchase_RejectedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Purchase_RejectedInputs = {};
