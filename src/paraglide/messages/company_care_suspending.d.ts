/**
* | output |
* | --- |
* | "Suspending…" |
*
* @param {Company_Care_SuspendingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspending: ((inputs?: Company_Care_SuspendingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_SuspendingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_SuspendingInputs = {};
