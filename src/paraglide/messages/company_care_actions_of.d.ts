/**
* | output |
* | --- |
* | "Actions for {company}" |
*
* @param {Company_Care_Actions_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_actions_of: ((inputs: Company_Care_Actions_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Actions_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Actions_OfInputs = {
    company: NonNullable<unknown>;
};
