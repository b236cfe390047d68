/**
* | output |
* | --- |
* | "Suspend" |
*
* @param {Company_Care_SuspendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspend: ((inputs?: Company_Care_SuspendInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_SuspendInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_SuspendInputs = {};
