/**
* | output |
* | --- |
* | "Referral link copied" |
*
* @param {Refer_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const refer_link_copied: ((inputs?: Refer_Link_CopiedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refer_Link_CopiedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refer_Link_CopiedInputs = {};
