/**
* | output |
* | --- |
* | "Own account" |
*
* @param {Activity_Own_AccountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const activity_own_account: ((inputs?: Activity_Own_AccountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Activity_Own_AccountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Activity_Own_AccountInputs = {};
