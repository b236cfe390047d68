/**
* | output |
* | --- |
* | "All actions" |
*
* @param {Activity_All_ActionsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_all_actions: ((inputs?: Activity_All_ActionsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_All_ActionsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_All_ActionsInputs = {};
