/**
* | output |
* | --- |
* | "Show change" |
*
* @param {Activity_Show_ChangeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_show_change: ((inputs?: Activity_Show_ChangeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Show_ChangeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Show_ChangeInputs = {};
