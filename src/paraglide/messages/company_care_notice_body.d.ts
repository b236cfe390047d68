/**
* | output |
* | --- |
* | "This company's sale is suspended. Reason: {reason}. Please contact support." |
*
* @param {Company_Care_Notice_BodyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const company_care_notice_body: ((inputs: Company_Care_Notice_BodyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Company_Care_Notice_BodyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Company_Care_Notice_BodyInputs = {
    reason: NonNullable<unknown>;
};
