/**
* | output |
* | --- |
* | "The symbol cannot be changed: members' IDs are made from it." |
*
* @param {Company_Care_Symbol_FixedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_symbol_fixed: ((inputs?: Company_Care_Symbol_FixedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Symbol_FixedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Symbol_FixedInputs = {};
