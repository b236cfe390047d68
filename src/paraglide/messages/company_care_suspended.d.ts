/**
* | output |
* | --- |
* | "Suspended" |
*
* @param {Company_Care_SuspendedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspended: ((inputs?: Company_Care_SuspendedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_SuspendedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_SuspendedInputs = {};
