/**
* | output |
* | --- |
* | "Suspended: {reason}" |
*
* @param {Company_Care_Suspended_BecauseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_suspended_because: ((inputs: Company_Care_Suspended_BecauseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Suspended_BecauseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Suspended_BecauseInputs = {
    reason: NonNullable<unknown>;
};
