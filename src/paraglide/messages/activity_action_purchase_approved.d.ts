/**
* | output |
* | --- |
* | "Purchase approved" |
*
* @param {Activity_Action_Purchase_ApprovedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_action_purchase_approved: ((inputs?: Activity_Action_Purchase_ApprovedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Action_Purchase_ApprovedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Action_Purchase_ApprovedInputs = {};
