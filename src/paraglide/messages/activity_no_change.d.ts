/**
* | output |
* | --- |
* | "No change recorded" |
*
* @param {Activity_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_no_change: ((inputs?: Activity_No_ChangeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_No_ChangeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_No_ChangeInputs = {};
