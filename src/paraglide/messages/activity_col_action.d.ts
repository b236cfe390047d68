/**
* | output |
* | --- |
* | "Action" |
*
* @param {Activity_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_col_action: ((inputs?: Activity_Col_ActionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Col_ActionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Col_ActionInputs = {};
