/**
* | output |
* | --- |
* | "Branch" |
*
* @param {Pay_BranchInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const pay_branch: ((inputs?: Pay_BranchInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_BranchInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_BranchInputs = {};
