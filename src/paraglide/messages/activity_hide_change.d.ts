/**
* | output |
* | --- |
* | "Hide change" |
*
* @param {Activity_Hide_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_hide_change: ((inputs?: Activity_Hide_ChangeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Hide_ChangeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Hide_ChangeInputs = {};
